import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    inv_freq = 1.0 / (10000.0 ** (np.arange(0, d, 2, dtype=np.float64) / d))
    freqs = np.asarray(positions, dtype=np.float64)[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    x1, x2 = x[..., : d // 2], x[..., d // 2 :]
    rot = np.concatenate([-x2, x1], axis=-1)
    return (x * np.cos(emb) + rot * np.sin(emb)).astype(x.dtype)
