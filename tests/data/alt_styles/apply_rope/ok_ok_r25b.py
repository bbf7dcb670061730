import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    pos = np.asarray(positions, dtype=np.float64)
    lead = x.shape[:-1]
    try:
        b = np.broadcast_shapes(pos.shape, lead)
    except ValueError:
        raise ValueError(f"positions {pos.shape} do not broadcast to {lead}")
    if b != lead:
        raise ValueError(f"positions {pos.shape} do not broadcast to {lead}")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)          # (h,)
    ang = pos[..., None] * theta                               # (..., h)
    cos = np.cos(ang)
    sin = np.sin(ang)
    x1 = x[..., :h]
    x2 = x[..., h:]
    out1 = x1 * cos - x2 * sin
    out2 = x2 * cos + x1 * sin
    return np.concatenate([out1, out2], axis=-1).astype(x.dtype, copy=False)
