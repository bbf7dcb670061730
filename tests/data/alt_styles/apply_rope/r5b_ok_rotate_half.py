import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    inv_freq = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)  # (d/2,)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * inv_freq  # (..., d/2)
    ang = np.concatenate([ang, ang], axis=-1)
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    return x * cos + _rotate_half(x) * sin
