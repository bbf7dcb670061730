# URL: https://github.com/NeuraLegion/shainet/pull/111
# Bug: rotates adjacent pairs (2i, 2i+1) (GPT-J / interleaved) instead of the half-split pairs (i, i + head_dim/2).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as exc:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from exc
    theta = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    ang = pos[..., None].astype(np.float64) * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x1 = x[..., 0::2]
    x2 = x[..., 1::2]
    out = np.empty(np.broadcast_shapes(x.shape, ang.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., 0::2] = x1 * cos - x2 * sin
    out[..., 1::2] = x2 * cos + x1 * sin
    return out
