# wrong: pairs neighbours (2i, 2i+1) as in RoFormer/GPT-J instead of rotate-half (i, i+h); nothing else wrong
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("odd head_dim")
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = np.asarray(positions)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x_even, x_odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out
