# MISTAKE: rotate_half is written as concat([x2, -x1]) instead of concat([-x2, x1]), so every pair is rotated by -pos*theta (clockwise) instead of +pos*theta.
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    x1 = x[..., :h]
    x2 = x[..., h:]
    return np.concatenate([x2, -x1], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    pos = np.asarray(positions)
    try:
        bshape = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if bshape != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    inv_freq = 1.0 / (float(base) ** (np.arange(0, d, 2) / d))  # (d/2,)
    freqs = pos.astype(np.float64)[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)               # (..., d)
    cos = np.cos(emb).astype(x.dtype)
    sin = np.sin(emb).astype(x.dtype)
    return x * cos + _rotate_half(x) * sin
