# MISTAKE: the exponent index already steps by 2 (np.arange(0, d, 2)) and is multiplied by 2 again, so theta_i = base ** (-4 i / head_dim) instead of base ** (-2 i / head_dim).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d & 1:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError("positions shape")
    except ValueError:
        raise ValueError("positions do not fit x")
    idx = np.arange(0, d, 2, dtype=np.float64)
    inv_freq = 1.0 / (base ** (2 * idx / d))
    ang = np.einsum("...s,f->...sf", pos, inv_freq)
    cos = np.cos(np.concatenate([ang, ang], axis=-1))
    sin = np.sin(np.concatenate([ang, ang], axis=-1))
    h = d // 2
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return (x * cos + rot * sin).astype(x.dtype)
