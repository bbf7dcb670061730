# MISTAKE: pairs neighbouring features (2i, 2i+1) -- the interleaved GPT-J/RoFormer layout -- instead of i with i + head_dim/2 (rotate-half).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.broadcast_to(np.asarray(positions, float), x.shape[:-1])
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    ev, od = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = ev * cos - od * sin
    out[..., 1::2] = od * cos + ev * sin
    return out
