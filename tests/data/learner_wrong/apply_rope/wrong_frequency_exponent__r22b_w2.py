# MISTAKE: the frequencies are theta_i = base ** (-i / head_dim) (the factor 2 in the exponent is missing), so every pair except i = 0 turns too fast.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(h) / d))
    ang = pos.astype(np.float64)[..., None] * inv_freq
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
