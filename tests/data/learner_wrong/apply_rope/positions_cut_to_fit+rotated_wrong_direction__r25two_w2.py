# MISTAKE: The rotation goes the wrong way (by -phi): out_i = x_i*cos + x_{i+h}*sin and out_{i+h} = x_{i+h}*cos - x_i*sin, i.e. rotate_half's sign is flipped.
# MISTAKE: Positions that are too long are silently cut to seq_len (positions[..., :seq_len]) instead of raising ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.asarray(positions, dtype=np.float64)
    pos = pos[..., :seq_len]          # make sure we have one position per token
    pos = np.broadcast_to(pos, x.shape[:-1])
    theta = base ** (-2.0 * np.arange(h) / d)
    angle = pos[..., None] * theta
    cos = np.cos(angle).astype(x.dtype)
    sin = np.sin(angle).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    rot = np.concatenate([x2, -x1], axis=-1)          # rotate_half
    cos2 = np.concatenate([cos, cos], axis=-1)
    sin2 = np.concatenate([sin, sin], axis=-1)
    return (x * cos2 + rot * sin2).astype(x.dtype, copy=False)
