import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError(f"head_dim must be even, got {d}")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from None
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[..., None] * theta
    ang = np.concatenate([ang, ang], axis=-1)
    out = x * np.cos(ang) + _rotate_half(x) * np.sin(ang)
    return out.astype(x.dtype, copy=False)
