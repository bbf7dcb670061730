# CORRECT: rotate-half with explicit broadcast validation of positions, theta = base**(-2i/d), cast back to x.dtype.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    lead = x.shape[:-1]
    try:
        shape = np.broadcast_shapes(pos.shape, lead)
    except ValueError as e:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from e
    if shape != tuple(lead):
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h, dtype=np.float64) / d)
    ang = pos[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype, copy=False)
