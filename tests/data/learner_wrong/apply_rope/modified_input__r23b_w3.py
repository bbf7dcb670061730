# MISTAKE: np.asarray(x) does not copy, and the rotated halves are then written back with out[..., :h] = ... / out[..., h:] = ..., so the caller's x is overwritten in place (the returned values are right, but the input is modified).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    out = np.asarray(x)
    d = out.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    pos = np.asarray(positions)
    try:
        bshape = np.broadcast_shapes(pos.shape, out.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if bshape != out.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)
    angle = pos.astype(np.float64)[..., None] * theta
    cos = np.cos(angle).astype(out.dtype)
    sin = np.sin(angle).astype(out.dtype)
    x1 = out[..., :h]
    x2 = out[..., h:]
    new1 = x1 * cos - x2 * sin
    new2 = x2 * cos + x1 * sin
    out[..., :h] = new1
    out[..., h:] = new2
    return out
