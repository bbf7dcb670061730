# CORRECT: rotate-half RoPE with halves split on the last axis, positions checked with np.broadcast_shapes, cast back to x.dtype.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        target = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as e:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from e
    if target != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos.astype(np.float64)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x1 = x[..., :h]
    x2 = x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
