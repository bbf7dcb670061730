# MISTAKE: When a 1-D positions array is longer than seq_len it is silently cut to positions[:seq_len] (like slicing a cos/sin cache) instead of raising ValueError as the prompt requires.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    if pos.ndim == 1 and pos.shape[0] > seq_len:
        # allow passing a precomputed arange(max_len) of positions
        pos = pos[:seq_len]
    lead = x.shape[:-1]
    try:
        b = np.broadcast_shapes(pos.shape, lead)
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if b != lead:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)
    ang = pos[..., None] * theta
    cos = np.cos(ang)
    sin = np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    rotated = np.concatenate([-x2, x1], axis=-1)               # rotate_half
    cos_full = np.concatenate([cos, cos], axis=-1)
    sin_full = np.concatenate([sin, sin], axis=-1)
    return (x * cos_full + rotated * sin_full).astype(x.dtype, copy=False)
