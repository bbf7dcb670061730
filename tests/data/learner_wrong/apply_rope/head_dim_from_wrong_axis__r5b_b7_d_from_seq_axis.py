# mistake: the frequency exponent divides by x.shape[-2] (seq_len) instead of head_dim
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / x.shape[-2])
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    c, s = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    return np.concatenate([x[..., :h] * c - x[..., h:] * s, x[..., h:] * c + x[..., :h] * s], -1)
