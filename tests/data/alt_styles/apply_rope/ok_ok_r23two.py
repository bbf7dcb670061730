import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    positions = np.asarray(positions)
    try:
        target = np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")
    if target != x.shape[:-1]:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    angles = positions.astype(np.float64)[..., None] * theta
    cos = np.cos(angles).astype(x.dtype)
    sin = np.sin(angles).astype(x.dtype)
    x1 = x[..., :h]
    x2 = x[..., h:]
    out1 = x1 * cos - x2 * sin
    out2 = x2 * cos + x1 * sin
    return np.concatenate([out1, out2], axis=-1).astype(x.dtype, copy=False)
