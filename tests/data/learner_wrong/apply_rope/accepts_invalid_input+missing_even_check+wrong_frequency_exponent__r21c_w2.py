# MISTAKE: (1) frequency exponent missing the factor 2: theta_i = base ** (-i / head_dim);
#          (2) no check for an odd head_dim: the last feature is silently dropped (output is one shorter)
#          instead of raising ValueError.
import numpy as np


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([-t[..., h:], t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    h = x.shape[-1] // 2
    x = x[..., : 2 * h]
    pos = np.broadcast_to(np.asarray(positions, dtype=np.float64), x.shape[:-1])
    inv = base ** (-np.arange(h) / x.shape[-1])
    ang = np.concatenate([pos[..., None] * inv] * 2, axis=-1)
    return (x * np.cos(ang) + _rotate_half(x) * np.sin(ang)).astype(x.dtype)
