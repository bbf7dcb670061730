# WRONG: pairs neighbours (2i, 2i+1) GPT-J style (reshape to (...,h,2)) instead of rotate-half (i, i+h); everything else correct.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("bad positions")
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2) / d))
    freqs = pos[..., None] * inv_freq          # (..., seq, h)
    xp = x.reshape(*x.shape[:-1], h, 2)         # like torch .view(..., -1, 2)
    a, b = xp[..., 0], xp[..., 1]
    c, s = np.cos(freqs), np.sin(freqs)
    out = np.stack([a * c - b * s, b * c + a * s], axis=-1).reshape(x.shape)
    return out.astype(x.dtype)
