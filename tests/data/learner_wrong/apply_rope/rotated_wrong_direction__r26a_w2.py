# MISTAKE: rotate_half is written as [x2, -x1], so every pair is rotated by -angle instead of +angle.
import numpy as np


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([t[..., h:], -t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 == 1:
        raise ValueError("head_dim must be even")
    p = np.asarray(positions, dtype=np.float64)
    try:
        target = np.broadcast_shapes(p.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("bad positions shape")
    if target != x.shape[:-1]:
        raise ValueError("bad positions shape")
    theta = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    freqs = p[..., None] * theta
    emb = np.concatenate([freqs, freqs], axis=-1)
    out = x * np.cos(emb) + _rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype)
