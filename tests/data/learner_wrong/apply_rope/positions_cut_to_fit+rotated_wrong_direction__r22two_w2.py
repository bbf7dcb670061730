# MISTAKE: Rotates by the negative angle (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin), i.e. -pos*theta instead of +pos*theta.
# MISTAKE: Positions are cut to the last axis length (positions[..., :seq_len]) instead of raising ValueError when they do not broadcast to x.shape[:-1].
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    seq_len = x.shape[-2]
    pos = np.asarray(positions, dtype=np.float64)[..., :seq_len]
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2) / d))
    ang = pos[..., None] * inv_freq
    cos = np.cos(ang)
    sin = np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos + x2 * sin, x2 * cos - x1 * sin], axis=-1)
    return out.astype(x.dtype)
