# WRONG: flattens positions and keeps the last seq_len entries: per-sentence positions (batch,1,seq_len) all become the last sentence's, and too-long positions are silently cut instead of raising ValueError; the rotation itself is right.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64).reshape(-1)[-seq_len:]
    if pos.shape[0] != seq_len:
        raise ValueError("not enough positions")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
    return out.astype(x.dtype)
