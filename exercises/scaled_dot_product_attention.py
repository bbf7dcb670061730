import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    """Scaled dot-product attention: ``softmax(q @ k^T / sqrt(d_k)) @ v``.

    Args:
        q: queries, float ndarray ``(..., q_len, d_k)`` (float64 or float32). The leading axes
            ``...`` are any batch axes, e.g. ``(batch, num_heads)``; they may be absent (2-D input).
        k: keys, ``(..., k_len, d_k)``; ``k_len`` may differ from ``q_len`` (cross-attention).
        v: values, ``(..., k_len, d_v)``; ``d_v`` may differ from ``d_k``.
        mask: ``None`` (every query sees every key) or a boolean array that broadcasts to
            ``(..., q_len, k_len)``. ``True`` = this query may attend to this key (the boolean
            ``attn_mask`` convention of PyTorch). Common layouts: a causal ``(q_len, k_len)`` mask,
            a padding mask ``(batch, 1, 1, k_len)`` against 4-D ``(batch, num_heads, q_len, d_k)``.

    Returns:
        A tuple ``(output, weights)``:
        - ``output``: ``(..., q_len, d_v)``, each row a weighted average of the rows of ``v``;
        - ``weights``: ``(..., q_len, k_len)``, the attention weights; every row sums to 1
          (a fully masked row is all 0).
        Both have the input's float dtype (float32 in -> float32 out).

    Conventions:
        - Scale the scores by ``1 / sqrt(d_k)`` with ``d_k = q.shape[-1]``: divide by the square root,
          not by ``d_k`` itself, and use the query/key size, not ``d_v``.
        - A masked score becomes ``-inf`` *before* the softmax, so a masked key gets exactly 0 weight
          however large its score was.
        - A query row with no allowed key ("fully masked") gets all-zero weights and a zero output
          vector ("safe softmax"), never NaN.
        - The softmax over the key axis (the last axis) is numerically stable: subtract the row
          maximum, so scores in the hundreds or thousands do not overflow.
        - Do not modify ``q``, ``k``, ``v`` or ``mask``.

    Raises:
        Nothing for valid inputs.

    Source: Vaswani et al. 2017, "Attention Is All You Need", eq. 1 (§3.2.1); multi-head attention
    (§3.2.2) runs it once per head.
    """
    raise NotImplementedError
