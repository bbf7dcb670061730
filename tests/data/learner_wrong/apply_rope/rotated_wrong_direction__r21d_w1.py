# MISTAKE: polarity: rotates by a NEGATIVE angle -- complex multiply by exp(-i*pos*theta) (conjugate) instead of exp(+i*pos*theta).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    h = d // 2
    pos = np.broadcast_to(np.asarray(positions, dtype=float), x.shape[:-1])
    theta = np.power(base, -np.arange(h) * 2.0 / d)
    z = (x[..., :h] + 1j * x[..., h:]) * np.exp(-1j * pos[..., None] * theta)
    return np.concatenate([z.real, z.imag], axis=-1).astype(x.dtype)
