# mistake: rotates only the first half; the second half is left as it was
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    c, s = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    out = x.copy()
    out[..., :h] = x[..., :h] * c - x[..., h:] * s
    return out
