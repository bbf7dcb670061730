# mistake: theta_i = base ** (-2i / h) with h = head_dim / 2 (denominator halved): frequencies fall off twice as fast
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    inv = base ** (-np.arange(0, d, 2) / h)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * inv
    cos = np.cos(np.concatenate([ang, ang], -1)).astype(x.dtype)
    sin = np.sin(np.concatenate([ang, ang], -1)).astype(x.dtype)
    rot = np.concatenate([-x[..., h:], x[..., :h]], -1)
    return x * cos + rot * sin
