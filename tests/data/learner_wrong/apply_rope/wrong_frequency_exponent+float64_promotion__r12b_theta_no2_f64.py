# WRONG: two mistakes: theta_i = base**(-i/d) (the factor 2 in the exponent is missing, so frequencies decay too slowly); and no cast back, so float32 x returns float64.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
            raise ValueError
    except ValueError:
        raise ValueError("bad positions")
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(h, dtype=np.float64) / d))
    freqs = positions[..., None].astype(np.float64) * inv_freq
    cos, sin = np.cos(freqs), np.sin(freqs)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
