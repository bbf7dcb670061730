import numpy as np


def apply_rope(x, positions, base=10000.0):
    """Rotary position embedding (RoPE), rotate-half convention (GPT-NeoX / Hugging Face LLaMA).

    Args:
        x: float ndarray ``(..., seq_len, head_dim)`` (float64 or float32), queries or keys of one
            or more heads; ``head_dim`` must be even.
        positions: int (or float) ndarray of the tokens' absolute positions, shape ``(seq_len,)``
            or any shape that broadcasts to ``x.shape[:-1]`` (e.g. ``(batch, 1, seq_len)`` for
            per-sentence positions with ``x`` of shape ``(batch, heads, seq_len, head_dim)``).
            They need not start at 0 (a token decoded with a KV cache sits at position ``t_past``).
        base: the frequency base, 10000 in RoFormer and LLaMA.

    Returns:
        ndarray like ``x``. With ``h = head_dim // 2``, feature ``i`` (``0 <= i < h``) is paired
        with feature ``i + h`` (the first half with the second half -- NOT neighbours ``2i, 2i+1``),
        and the pair is rotated by the angle ``pos * theta_i``, ``theta_i = base ** (-2 i / head_dim)``:
        ``out[..., i]     = x[..., i] * cos - x[..., i + h] * sin``
        ``out[..., i + h] = x[..., i + h] * cos + x[..., i] * sin``

    Raises:
        ValueError: ``head_dim`` is odd, or ``positions`` does not broadcast to ``x.shape[:-1]``
            (never cut or pad the positions to fit).

    Conventions:
        Equals Hugging Face ``apply_rotary_pos_emb`` (``x * cos + rotate_half(x) * sin``). Keep the
        dtype; do not modify the inputs.

    Source: Su et al. 2021, "RoFormer: Enhanced Transformer with Rotary Position Embedding",
    eq. 34 (theta_i = 10000^(-2(i-1)/d)); the half-split pairing of GPT-NeoX and LLaMA (HF).
    """
    raise NotImplementedError
