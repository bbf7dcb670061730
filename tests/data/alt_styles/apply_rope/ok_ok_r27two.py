# CORRECT: rotate-half RoPE with angles pos * base^(-2i/d) computed in float64, positions validated by broadcasting, cast back to x's dtype.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError
    except ValueError:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from None
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)
    ang = pos[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype, copy=False)
