# MISTAKE: Pairs neighbouring features (2i, 2i+1) as in the original RoFormer / GPT-J blog formula instead of the required rotate-half pairing (i, i + head_dim/2).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    lead = x.shape[:-1]
    try:
        b = np.broadcast_shapes(pos.shape, lead)
    except ValueError:
        raise ValueError("positions do not broadcast to x")
    if b != lead:
        raise ValueError("positions do not broadcast to x")
    theta = float(base) ** (-np.arange(0, d, 2) / d)          # theta_i = base^(-2i/d)
    ang = pos[..., None] * theta
    cos = np.cos(ang)
    sin = np.sin(ang)
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
