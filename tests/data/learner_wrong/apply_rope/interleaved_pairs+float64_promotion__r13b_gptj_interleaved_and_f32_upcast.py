# WRONG: pairs neighbours (2i, 2i+1) GPT-J style instead of (i, i+h) rotate-half; and float32 input comes back float64 (no cast back).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    np.broadcast_to(pos, x.shape[:-1])
    theta = base ** (-2.0 * np.arange(d // 2) / d)
    ang = pos[..., None] * theta                 # (..., seq, d/2)
    xp = x.reshape(*x.shape[:-1], d // 2, 2)     # neighbours as pairs
    a, b = xp[..., 0], xp[..., 1]
    c, s = np.cos(ang), np.sin(ang)
    out = np.stack([a * c - b * s, b * c + a * s], axis=-1)
    return out.reshape(x.shape)
