# WRONG: positions longer than seq_len are cut to fit (positions[..., :seq_len]) instead of raising ValueError; and rotates by -phi (sin terms with flipped sign).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    seq = x.shape[-2]
    pos = np.asarray(positions)
    if pos.shape[-1] > seq:
        pos = pos[..., :seq]
    h = d // 2
    theta = base ** (-2 * np.arange(h) / d)
    ang = pos[..., None] * theta
    x1, x2 = x[..., :h], x[..., h:]
    cos, sin = np.cos(ang), np.sin(ang)
    out = np.concatenate([x1 * cos + x2 * sin, x2 * cos - x1 * sin], axis=-1)
    return out.astype(x.dtype)
