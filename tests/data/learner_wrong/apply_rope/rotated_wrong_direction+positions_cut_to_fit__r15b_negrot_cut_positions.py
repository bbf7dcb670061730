# WRONG: rotates by -phi (sin terms with swapped signs) AND silently cuts too-long positions to seq_len (positions[..., :seq_len]) instead of ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    seq_len = x.shape[-2]
    pos = np.asarray(positions)[..., :seq_len]
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    phi = pos[..., None] * theta
    c, s = np.cos(phi), np.sin(phi)
    out = np.empty_like(x)
    out[..., :h] = x[..., :h] * c + x[..., h:] * s
    out[..., h:] = x[..., h:] * c - x[..., :h] * s
    return out
