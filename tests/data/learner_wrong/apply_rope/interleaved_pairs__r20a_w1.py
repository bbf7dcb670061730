# MISTAKE: pairs neighbouring features (2i, 2i+1) -- the interleaved GPT-J/RoFormer layout -- instead of rotate-half pairing i with i + head_dim/2.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit")
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2) / d))
    ang = positions[..., None].astype(np.float64) * inv_freq
    cos, sin = np.cos(ang), np.sin(ang)
    even, odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = even * cos - odd * sin
    out[..., 1::2] = odd * cos + even * sin
    return out
