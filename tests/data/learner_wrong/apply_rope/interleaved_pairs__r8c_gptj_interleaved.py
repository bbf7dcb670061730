# Pairs neighbours (2i, 2i+1) (RoFormer / GPT-J interleaved layout) instead of the rotate-half pairing (i, i + head_dim/2).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not broadcast")
    theta = base ** (-2.0 * np.arange(d // 2) / d)
    ang = pos[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x_even, x_odd = x[..., 0::2], x[..., 1::2]
    out = np.empty(np.broadcast_shapes(x.shape), dtype=np.float64)
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out.astype(x.dtype)
