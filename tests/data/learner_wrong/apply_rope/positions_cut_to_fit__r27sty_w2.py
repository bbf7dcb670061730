# MISTAKE: when positions has more entries than seq_len it silently keeps only the last seq_len positions instead of raising ValueError.
import math
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    seq_len = x.shape[-2]
    pos = np.asarray(positions, dtype=np.float64)
    if pos.ndim and pos.shape[-1] > seq_len:
        pos = pos[..., -seq_len:]
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    out = np.empty_like(x)
    for i in range(h):
        theta = math.pow(base, -2.0 * i / d)
        c = np.cos(pos * theta)
        s = np.sin(pos * theta)
        a = x[..., i]
        b = x[..., i + h]
        out[..., i] = a * c - b * s
        out[..., i + h] = b * c + a * s
    return out
