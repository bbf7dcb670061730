# MISTAKE: positions are flattened and cut to the first seq_len entries, so per-sentence positions of shape (batch, 1, seq_len) all use the first sentence's positions and a too-long positions array is silently truncated instead of raising ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    *lead, seq_len, head_dim = x.shape
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions).reshape(-1)[:seq_len]
    if pos.shape[0] != seq_len:
        raise ValueError("not enough positions")
    half = head_dim // 2
    i = np.arange(half)
    theta = np.power(base, -2.0 * i / head_dim)
    angles = np.outer(pos, theta)  # (seq_len, half)
    cos = np.cos(angles).astype(x.dtype)
    sin = np.sin(angles).astype(x.dtype)
    a, b = x[..., :half], x[..., half:]
    return np.concatenate((a * cos - b * sin, b * cos + a * sin), axis=-1)
