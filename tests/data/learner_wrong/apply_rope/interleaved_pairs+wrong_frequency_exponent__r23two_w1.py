# MISTAKE: Pairs neighbouring features (2i, 2i+1) as in GPT-J/RoFormer instead of the required rotate-half pairing (i, i + d/2).
# MISTAKE: The frequencies are theta_i = base ** (-i / head_dim) (factor 2 missing in the exponent) instead of base ** (-2i / head_dim), so every pair after the first rotates too fast.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    positions = np.asarray(positions)
    try:
        target = np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")
    if target != x.shape[:-1]:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")
    h = d // 2
    theta = base ** (-np.arange(h) / d)
    angles = positions.astype(np.float64)[..., None] * theta
    cos = np.cos(angles).astype(x.dtype)
    sin = np.sin(angles).astype(x.dtype)
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
