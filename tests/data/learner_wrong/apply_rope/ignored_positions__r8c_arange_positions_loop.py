# Ignores the given positions: every row uses position = its index 0..seq_len-1 (np.arange(seq_len)), so a KV-cache token at t_past or per-sentence positions are rotated by the wrong angle; written as a loop over pairs.
import math
import numpy as np


def apply_rope(x, positions, base=10000.0):
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not fit x")
    h = d // 2
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    out = x.copy()
    for i in range(h):
        theta = base ** (-2 * i / d)
        c = np.cos(pos[:, 0] * theta)
        s = np.sin(pos[:, 0] * theta)
        a = x[..., i]
        b = x[..., i + h]
        out[..., i] = a * c - b * s
        out[..., i + h] = b * c + a * s
    return out
