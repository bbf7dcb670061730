import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as e:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from e
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions would enlarge x")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos.astype(np.float64)[..., None] * theta
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    cos = np.concatenate([cos, cos], -1)
    sin = np.concatenate([sin, sin], -1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], -1)
    return (x * cos + rot * sin).astype(x.dtype, copy=False)
