# MISTAKE: rotation polarity flipped: each pair is turned by the NEGATIVE angle
# (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-2 * np.arange(h) / d)
    ang = np.asarray(positions)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    a, b = x[..., :h], x[..., h:]
    out = np.empty(np.broadcast_shapes(x.shape, cos.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., :h] = a * cos + b * sin
    out[..., h:] = b * cos - a * sin
    return out
