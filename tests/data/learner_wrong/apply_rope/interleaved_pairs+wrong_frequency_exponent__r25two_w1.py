# MISTAKE: Uses the interleaved RoFormer/GPT-J pairing (features 2i and 2i+1 rotate together) instead of the rotate-half pairing (i with i + head_dim/2).
# MISTAKE: The frequencies are theta_i = base ** (-i / head_dim) instead of base ** (-2i / head_dim) (factor 2 missing in the exponent).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    i = np.arange(d // 2)
    theta = base ** (-i / d)
    angle = pos[..., None] * theta
    cos = np.cos(angle).astype(x.dtype)
    sin = np.sin(angle).astype(x.dtype)
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
