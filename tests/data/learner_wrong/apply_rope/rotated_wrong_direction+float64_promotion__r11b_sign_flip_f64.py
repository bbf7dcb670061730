# WRONG: two mistakes: rotates by -phi (sign of the sin terms flipped), and cos/sin stay float64 so float32 x comes back float64.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    h = d // 2
    inv = 1.0 / base ** (np.arange(h) * 2.0 / d)
    ang = pos[..., None] * inv
    cos = np.concatenate([np.cos(ang)] * 2, axis=-1)
    sin = np.concatenate([np.sin(ang)] * 2, axis=-1)
    rot = np.concatenate([x[..., h:], -x[..., :h]], axis=-1)
    return x * cos + rot * sin
