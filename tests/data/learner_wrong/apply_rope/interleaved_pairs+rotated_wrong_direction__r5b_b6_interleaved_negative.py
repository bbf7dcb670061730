# mistakes: interleaved pairs (2i, 2i+1) AND rotation by -phi
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    theta = base ** (-np.arange(0, d, 2) / d)
    phi = np.asarray(positions, dtype=np.float64)[..., None] * theta
    c, s = np.cos(phi).astype(x.dtype), np.sin(phi).astype(x.dtype)
    a, b = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = a * c + b * s
    out[..., 1::2] = b * c - a * s
    return out
