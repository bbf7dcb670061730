# MISTAKE: the sin term has the opposite sign (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin), i.e. it rotates by -phi instead of +phi.
import numpy as np


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([t[..., h:], -t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    dim = x.shape[-1]
    if dim % 2 == 1:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions shape mismatch")
    inv_freq = base ** (-np.arange(0, dim, 2, dtype=np.float64) / dim)
    freqs = positions[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    out = x * np.cos(emb) + _rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype, copy=False)
