# mistake: theta_i = base ** (-i / d) (forgot the factor 2 in the exponent)
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-np.arange(h) / d)
    phi = np.asarray(positions)[..., None] * theta
    c, s = np.cos(phi).astype(x.dtype), np.sin(phi).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
