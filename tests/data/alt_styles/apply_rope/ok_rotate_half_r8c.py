import numpy as np


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([-t[..., h:], t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as exc:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from exc
    inv = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    ang = pos[..., None] * inv
    ang = np.concatenate([ang, ang], axis=-1)
    out = x * np.cos(ang) + _rotate_half(x) * np.sin(ang)
    return out.astype(x.dtype, copy=False)
