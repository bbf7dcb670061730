import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos.astype(np.float64)[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
    return out.astype(x.dtype)
