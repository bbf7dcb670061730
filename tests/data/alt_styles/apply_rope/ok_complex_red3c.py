import numpy as np

# correct: rotate-half via complex multiplication
def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError(f"head_dim must be even, got {d}")
    h = d // 2
    inv = np.power(float(base), -np.arange(h, dtype=np.float64) * 2.0 / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * inv
    z = (x[..., :h].astype(np.float64) + 1j * x[..., h:].astype(np.float64)) * np.exp(1j * ang)
    out = np.concatenate([z.real, z.imag], axis=-1)
    return out.astype(x.dtype)
