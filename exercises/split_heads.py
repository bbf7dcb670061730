import numpy as np


def split_heads(x, num_heads):
    """Split the feature axis of ``x`` into ``num_heads`` heads and move the head axis forward.

    Args:
        x: float ndarray (float64 or float32) of shape ``(batch, seq_len, d_model)``: one
            ``d_model``-vector per token, e.g. the queries ``x @ W_q`` of multi-head attention.
        num_heads: int >= 1, the number of heads ``h``; ``d_model`` must be divisible by it.

    Returns:
        ndarray of shape ``(batch, num_heads, seq_len, head_dim)`` with ``head_dim = d_model // num_heads``,
        same dtype as ``x`` (float32 in -> float32 out). Head ``h`` holds features
        ``[h * head_dim, (h + 1) * head_dim)`` of every token:
        ``out[b, h, t, :] == x[b, t, h * head_dim:(h + 1) * head_dim]``.

    Conventions:
        Reshape to ``(batch, seq_len, num_heads, head_dim)``, then move the head axis in front of
        the sequence axis. Reshaping straight to ``(batch, num_heads, seq_len, head_dim)`` is NOT the
        same: it mixes tokens into heads. ``merge_heads`` is the exact inverse. Do not modify ``x``.

    Raises:
        ValueError: if ``d_model % num_heads != 0`` (never drop or pad features silently).

    Source: Vaswani et al. 2017, "Attention Is All You Need", §3.2.2 (multi-head attention:
    h = 8 heads of d_k = d_v = d_model / h = 64 dimensions each).
    """
    raise NotImplementedError
