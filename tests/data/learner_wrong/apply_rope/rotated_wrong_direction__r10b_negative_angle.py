# wrong: rotates by -phi (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin); pairing and frequencies correct
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    h = d // 2
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c + x2 * s, x2 * c - x1 * s], -1).astype(x.dtype)
