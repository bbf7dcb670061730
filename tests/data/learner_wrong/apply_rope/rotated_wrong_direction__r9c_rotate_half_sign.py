# WRONG: rotate_half returns [x2, -x1] instead of [-x2, x1], so each pair is rotated by -phi (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin).
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate((x[..., h:], -x[..., :h]), axis=-1)


def apply_rope(x, positions, base=10000.0):
    if x.shape[-1] % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError("positions do not broadcast")
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    d = x.shape[-1]
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))
    freqs = positions[..., None].astype(np.float64) * inv_freq
    emb = np.concatenate((freqs, freqs), axis=-1)
    cos = np.cos(emb).astype(x.dtype)
    sin = np.sin(emb).astype(x.dtype)
    return x * cos + _rotate_half(x) * sin
