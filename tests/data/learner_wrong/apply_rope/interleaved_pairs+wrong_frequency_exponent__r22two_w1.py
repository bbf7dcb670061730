# MISTAKE: Pairs neighbouring features (2i, 2i+1) (GPT-J/RoFormer interleaved layout) instead of the rotate-half pairing i with i + head_dim/2.
# MISTAKE: Frequencies are base ** (-i / head_dim) - the factor 2 in the exponent is missing, so every pair except the first turns too fast.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit x")
    i = np.arange(d // 2)
    theta = base ** (-i / d)
    ang = pos[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    even = x[..., 0::2]
    odd = x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = even * cos - odd * sin
    out[..., 1::2] = odd * cos + even * sin
    return out
