# MISTAKE: rotates by -phi instead of +phi: the sin terms have the wrong sign (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin).
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([x[..., h:], -x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions must broadcast to x.shape[:-1]")
    theta = base ** (-np.arange(0, head_dim, 2, dtype=np.float64) / head_dim)
    ang = pos[..., None] * theta
    ang = np.concatenate([ang, ang], axis=-1)
    out = x * np.cos(ang) + _rotate_half(x) * np.sin(ang)
    return out.astype(x.dtype)
