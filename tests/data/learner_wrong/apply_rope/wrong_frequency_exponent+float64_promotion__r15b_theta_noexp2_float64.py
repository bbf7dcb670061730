# WRONG: theta_i = base**(-i/d) (the factor 2 in the exponent dropped) AND returns float64 for float32 x (no cast back).
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    inv_freq = base ** (-np.arange(d // 2) / d)
    emb = pos[..., None] * inv_freq
    emb = np.concatenate([emb, emb], axis=-1)
    return x * np.cos(emb) + _rotate_half(x) * np.sin(emb)
