# MISTAKE: features are paired as neighbours (2i, 2i+1) (GPT-J / RoFormer layout) instead of i with i + head_dim/2.
# MISTAKE: the frequencies use base ** (-i / head_dim) instead of base ** (-2i / head_dim).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not match x")
    i = np.arange(d // 2)
    theta = base ** (-i / d)
    phi = positions[..., None] * theta
    c, s = np.cos(phi), np.sin(phi)
    even, odd = x[..., 0::2], x[..., 1::2]
    out = np.empty(np.broadcast_shapes(x.shape, phi.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., 0::2] = even * c - odd * s
    out[..., 1::2] = odd * c + even * s
    return out
