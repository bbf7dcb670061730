# MISTAKE: the frequencies are base ** (-i / head_dim) (np.arange(h) / d, the factor 2 is missing) instead of base ** (-2 i / head_dim), so every pair except the first turns at the wrong speed.
import numpy as np
from functools import lru_cache


@lru_cache(maxsize=32)
def _inv_freq(d, base):
    h = d // 2
    return base ** (-np.arange(h) / d)


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([-t[..., h:], t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        ok = np.broadcast_shapes(pos.shape, x.shape[:-1]) == x.shape[:-1]
    except ValueError:
        ok = False
    if not ok:
        raise ValueError("positions must broadcast to x.shape[:-1]")
    ang = pos[..., None] * _inv_freq(d, float(base))
    ang = np.concatenate([ang, ang], axis=-1)
    out = x * np.cos(ang) + _rotate_half(x) * np.sin(ang)
    return out.astype(x.dtype)
