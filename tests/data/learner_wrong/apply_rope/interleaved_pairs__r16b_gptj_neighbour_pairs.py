# wrong: pairs neighbouring features (2i, 2i+1) GPT-J/RoFormer style instead of rotate-half (i, i+h); otherwise correct
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    try:
        pos = np.broadcast_to(np.asarray(positions), x.shape[:-1])
    except ValueError as e:
        raise ValueError(str(e))
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    out = np.empty_like(x)
    ev, od = x[..., 0::2], x[..., 1::2]
    out[..., 0::2] = ev * c - od * s
    out[..., 1::2] = od * c + ev * s
    return out
