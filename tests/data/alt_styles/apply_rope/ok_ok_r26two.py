# CORRECT: rotate-half with cos/sin tables built from broadcast-checked positions, cast to x's dtype.
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        target = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if target != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)
    ang = pos[..., None] * theta
    ang = np.concatenate([ang, ang], axis=-1)
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    return (x * cos + _rotate_half(x) * sin).astype(x.dtype)
