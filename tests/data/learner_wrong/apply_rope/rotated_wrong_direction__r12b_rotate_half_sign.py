# WRONG: rotate_half built as concat([x2, -x1]) instead of concat([-x2, x1]), so every pair is rotated by -phi instead of +phi; pairing, frequencies, checks and dtype are right.
import numpy as np


def rotate_half(x):
    x1, x2 = np.split(x, 2, axis=-1)
    return np.concatenate([x2, -x1], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        full = np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError as err:
        raise ValueError("positions do not broadcast to x") from err
    if full != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x")
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
    freqs = positions[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    out = x * np.cos(emb) + rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype)
