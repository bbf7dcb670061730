# MISTAKE: the frequencies use theta_i = base ** (-2 i / h) with h = head_dim // 2 instead of dividing by head_dim, so every pair except i = 0 rotates at the wrong speed.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    pos = np.asarray(positions)
    try:
        full = np.broadcast_to(pos, x.shape[:-1])
    except ValueError:
        raise ValueError("bad positions shape")
    inv_freq = 1.0 / (base ** (np.arange(0, h) * 2.0 / h))
    ang = full[..., None].astype(np.float64) * inv_freq
    c = np.cos(ang)
    s = np.sin(ang)
    first, second = x[..., :h], x[..., h:]
    rotated = np.empty(x.shape, dtype=x.dtype)
    rotated[..., :h] = first * c - second * s
    rotated[..., h:] = second * c + first * s
    return rotated
