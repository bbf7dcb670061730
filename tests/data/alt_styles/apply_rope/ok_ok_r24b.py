import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    pos = np.asarray(positions)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as exc:
        raise ValueError(f"positions of shape {pos.shape} do not broadcast to {x.shape[:-1]}") from exc
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)            # (h,)
    angle = pos[..., None].astype(np.float64) * theta            # (..., seq, h)
    cos = np.cos(angle).astype(x.dtype)
    sin = np.sin(angle).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype, copy=False)
