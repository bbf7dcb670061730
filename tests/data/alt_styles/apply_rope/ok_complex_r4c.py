# correct: treats each (x_i, x_{i+h}) pair as a complex number and multiplies by e^{i*phi}
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError(f"head_dim must be even, got {d}")
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(h, dtype=np.float64) * 2.0 / d))
    phi = np.asarray(positions, dtype=np.float64)[..., None] * inv_freq
    z = x[..., :h].astype(np.float64) + 1j * x[..., h:].astype(np.float64)
    r = z * np.exp(1j * phi)
    return np.concatenate([r.real, r.imag], axis=-1).astype(x.dtype)
