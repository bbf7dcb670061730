# wrong: two mistakes - rotate_half returns [x2, -x1] so every pair turns by -phi instead of +phi, and positions longer than seq_len are silently cut to fit (positions[..., :seq_len]) instead of raising ValueError
import numpy as np


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([t[..., h:], -t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    seq = x.shape[-2]
    positions = np.asarray(positions)[..., :seq]
    try:
        positions = np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions")
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))
    freqs = positions[..., None] * inv_freq
    emb = np.concatenate((freqs, freqs), axis=-1)
    cos, sin = np.cos(emb).astype(x.dtype), np.sin(emb).astype(x.dtype)
    return x * cos + _rotate_half(x) * sin
