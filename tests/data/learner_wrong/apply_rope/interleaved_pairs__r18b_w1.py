# MISTAKE: pairs neighbouring features (2i, 2i+1) -- the interleaved GPT-J/RoFormer-paper convention -- instead of rotate-half (i, i + head_dim/2).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit")
    inv = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * inv
    cos, sin = np.cos(ang), np.sin(ang)
    even, odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = even * cos - odd * sin
    out[..., 1::2] = odd * cos + even * sin
    return out
