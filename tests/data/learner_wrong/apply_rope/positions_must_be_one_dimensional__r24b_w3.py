# MISTAKE: the defensive positions check demands a 1-D array of length seq_len, so valid positions that only broadcast to x.shape[:-1] (e.g. (batch, 1, seq_len) per-sentence positions) wrongly raise ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("x must be (..., seq_len, head_dim)")
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    if positions.ndim != 1 or positions.shape[0] != seq_len:
        raise ValueError(f"positions must have shape ({seq_len},), got {positions.shape}")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)
    angle = positions.astype(np.float64)[:, None] * theta        # (seq, h)
    cos = np.cos(angle).astype(x.dtype)
    sin = np.sin(angle).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
