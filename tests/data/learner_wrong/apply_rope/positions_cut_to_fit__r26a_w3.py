# MISTAKE: positions longer than seq_len are silently cut to their last seq_len entries instead of raising ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    if pos.shape[-1] > seq_len:
        pos = pos[..., -seq_len:]
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    i = np.arange(h, dtype=np.float64)
    theta = np.power(float(base), -2.0 * i / d)
    phi = np.einsum("...s,h->...sh", pos, theta)
    x1 = x[..., :h]
    x2 = x[..., h:]
    first = x1 * np.cos(phi) - x2 * np.sin(phi)
    second = x2 * np.cos(phi) + x1 * np.sin(phi)
    return np.concatenate((first, second), axis=-1).astype(x.dtype)
