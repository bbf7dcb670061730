import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    theta = base ** (-np.arange(d // 2) * 2.0 / d)
    ang = np.asarray(positions, dtype=float)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    xe, xo = x[..., 0::2], x[..., 1::2]  # neighbours (2i, 2i+1): the GPT-J / RoFormer pairing
    out = np.empty(np.broadcast_shapes(x.shape, cos.shape[:-1] + (d,)))
    out[..., 0::2] = xe * cos - xo * sin
    out[..., 1::2] = xo * cos + xe * sin
    return out
