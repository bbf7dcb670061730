import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    inv = 1.0 / base ** (np.arange(0, d, 2) / d)
    ang = np.asarray(positions)[..., None] * inv
    z = x[..., 0::2] + 1j * x[..., 1::2]
    z = z * np.exp(1j * ang)
    out = np.stack([z.real, z.imag], axis=-1).reshape(z.shape[:-1] + (d,))
    return out.astype(x.dtype)
