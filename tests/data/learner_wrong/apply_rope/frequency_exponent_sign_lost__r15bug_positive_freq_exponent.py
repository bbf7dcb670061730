# URL: https://github.com/labmlai/annotated_deep_learning_paper_implementations/issues/313
# Bug: frequencies theta_i = base ** (+2i/d) (missing the minus sign in the exponent) instead of base ** (-2i/d); pairing, rotation direction and dtype correct.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    theta = base ** (2.0 * np.arange(h) / d)
    ang = pos[..., None].astype(np.float64) * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
