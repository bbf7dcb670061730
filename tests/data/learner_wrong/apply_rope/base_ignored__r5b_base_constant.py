# mistake: uses the constant 10000 instead of the base argument
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = 10000.0 ** (-2.0 * np.arange(h) / d)
    phi = np.asarray(positions, dtype=np.float64)[..., None] * theta
    c, s = np.cos(phi).astype(x.dtype), np.sin(phi).astype(x.dtype)
    return np.concatenate([x[..., :h] * c - x[..., h:] * s, x[..., h:] * c + x[..., :h] * s], -1)
