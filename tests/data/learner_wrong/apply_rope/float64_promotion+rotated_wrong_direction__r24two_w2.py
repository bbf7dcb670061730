# MISTAKE: rotate_half is written as concat(x2, -x1) instead of concat(-x2, x1), so every pair is rotated by -angle (clockwise) instead of +angle.
# MISTAKE: cos/sin are built in float64 and the result is never cast back, so float32 queries/keys come back as float64.
import numpy as np


def rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([x[..., h:], -x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions, dtype=np.float64)
    try:
        positions = np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions must broadcast to x.shape[:-1]")
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))
    freqs = positions[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    return x * np.cos(emb) + rotate_half(x) * np.sin(emb)
