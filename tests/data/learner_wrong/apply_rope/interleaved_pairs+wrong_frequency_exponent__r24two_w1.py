# MISTAKE: Pairs neighbouring features (2i, 2i+1) (RoFormer/GPT-J interleaved layout) instead of the rotate-half pairing i <-> i + head_dim/2.
# MISTAKE: Frequencies computed as base ** (-i / head_dim) instead of base ** (-2i / head_dim), so every pair except the first rotates too fast.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as err:
        raise ValueError("positions do not fit x") from err
    i = np.arange(d // 2)
    theta = base ** (-i / d)
    ang = pos[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
