# MISTAKE: positions longer than seq_len are silently cut with positions[..., :seq_len] (HF-style cos[:seq_len]) instead of raising ValueError when they do not broadcast to x.shape[:-1].
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    seq_len = x.shape[-2]
    pos = np.asarray(positions)[..., :seq_len]
    try:
        if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos.astype(np.float64)[..., None] * theta
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
