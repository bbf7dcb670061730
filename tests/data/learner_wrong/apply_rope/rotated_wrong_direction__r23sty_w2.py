# MISTAKE: _rotate_half returns concat(x2, -x1) instead of concat(-x2, x1), so every pair is rotated by -phi instead of +phi (out_i = x_i cos + x_{i+h} sin).
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x2, -x1], axis=-1)


def _cos_sin(positions, d, base, shape, dtype):
    pos = np.asarray(positions, dtype=np.float64)
    try:
        pos = np.broadcast_to(pos, shape)
    except ValueError as err:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from err
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))
    freqs = pos[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    return np.cos(emb).astype(dtype), np.sin(emb).astype(dtype)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    cos, sin = _cos_sin(positions, d, base, x.shape[:-1], x.dtype)
    return x * cos + _rotate_half(x) * sin
