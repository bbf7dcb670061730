# MISTAKE: pairs neighbouring features (2i, 2i+1) as in RoFormer/GPT-J (x[..., 0::2] with x[..., 1::2]) instead of the required rotate-half pairing (i with i + head_dim/2).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = pos.astype(np.float64)[..., None] * theta
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x_even, x_odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
