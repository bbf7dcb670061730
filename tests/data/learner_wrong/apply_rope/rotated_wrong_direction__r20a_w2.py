# MISTAKE: rotation polarity flipped -- rotate_half is built as cat(x2, -x1) instead of cat(-x2, x1), so every pair turns by -pos*theta (a negative angle).
import numpy as np


def rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([x[..., h:], -x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    hd = x.shape[-1]
    if hd % 2:
        raise ValueError("odd head_dim")
    p = np.asarray(positions, dtype=float)
    try:
        p = np.broadcast_to(p, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast")
    inv = base ** (-np.arange(0, hd, 2, dtype=float) / hd)
    freqs = p[..., None] * inv
    emb = np.concatenate([freqs, freqs], axis=-1)
    out = x * np.cos(emb) + rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype)
