import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.asarray(positions, dtype=np.float64)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    theta = base ** (-2.0 * np.arange(h) / d)          # (h,)
    angle = pos[..., None] * theta                      # (..., seq, h)
    cos = np.cos(angle).astype(x.dtype)
    sin = np.sin(angle).astype(x.dtype)
    x1 = x[..., :h]
    x2 = x[..., h:]
    out1 = x1 * cos - x2 * sin
    out2 = x2 * cos + x1 * sin
    return np.concatenate([out1, out2], axis=-1).astype(x.dtype, copy=False)
