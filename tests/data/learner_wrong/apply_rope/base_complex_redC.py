import numpy as np
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    cdt = np.complex64 if x.dtype == np.float32 else np.complex128
    z = x[..., :h].astype(cdt) + 1j * x[..., h:].astype(cdt)
    theta = base ** (-2.0 * np.arange(h) / d)
    phi = np.asarray(positions, dtype=np.float64)[..., None] * theta
    z = z * np.exp(1j * phi).astype(cdt)
    return np.concatenate([z.real, z.imag], axis=-1).astype(x.dtype)
