# WRONG: pairs neighbouring features (2i, 2i+1) (RoFormer/GPT-J layout) instead of rotate-half pairs (i, i+h); frequencies and rotation sign are right.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("odd head_dim")
    positions = np.asarray(positions)
    try:
        shape = np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not fit")
    if shape != x.shape[:-1]:
        raise ValueError("positions do not fit")
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = positions[..., None] * theta
    c, s = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    even, odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = even * c - odd * s
    out[..., 1::2] = odd * c + even * s
    return out
