# WRONG: pairs neighbours (2i, 2i+1) GPT-J style (stack/reshape) instead of rotate-half (i, i+h); everything else right.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("bad positions")
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2) / d))
    freqs = pos[..., None] * inv_freq
    cos, sin = np.cos(freqs), np.sin(freqs)
    xr = x.reshape(*x.shape[:-1], d // 2, 2)
    a, b = xr[..., 0], xr[..., 1]
    out = np.stack([a * cos - b * sin, b * cos + a * sin], axis=-1).reshape(x.shape)
    return out.astype(x.dtype)
