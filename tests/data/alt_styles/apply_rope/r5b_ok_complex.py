import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    rot = np.exp(1j * np.asarray(positions, dtype=np.float64)[..., None] * theta)
    z = (x[..., :h] + 1j * x[..., h:]) * rot   # pair (i, i+h) as one complex number
    return np.concatenate([z.real, z.imag], axis=-1).astype(x.dtype)
