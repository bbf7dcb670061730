# mistake: integer floor division in the exponent (-2 * i // d) makes every theta_i after the first base^-1
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-2 * np.arange(h) // d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    c, s = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    return np.concatenate([x[..., :h] * c - x[..., h:] * s, x[..., h:] * c + x[..., :h] * s], -1)
