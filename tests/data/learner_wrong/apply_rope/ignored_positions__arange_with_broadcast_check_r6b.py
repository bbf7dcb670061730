# WRONG: ignores the given positions and uses 0..seq_len-1 (np.arange), so offsets (KV cache) and per-sentence positions are lost.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast")
    seq_len = x.shape[-2]
    h = d // 2
    theta = base ** (-2 * np.arange(h) / d)
    ang = np.arange(seq_len)[:, None] * theta
    c, s = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    a, b = x[..., :h], x[..., h:]
    return np.concatenate([a * c - b * s, b * c + a * s], axis=-1)
