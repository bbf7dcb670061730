# wrong (two mistakes): theta_i = base**(-i/d) (forgot the factor 2 in the exponent) AND no cast back, so float32 input comes back float64
import numpy as np


def rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    inv_freq = 1.0 / base ** (np.arange(d // 2) / d)
    freqs = np.asarray(positions, dtype=np.float64)[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    return x * np.cos(emb) + rotate_half(x) * np.sin(emb)
