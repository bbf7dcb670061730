# MISTAKE: TWO slips: (1) ignores the given positions and uses np.arange(seq_len) (always starting at 0), so a cached decode step at t_past is rotated as position 0;
# (2) the result is left in float64 (no cast back), so float32 input comes back float64.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    *lead, seq_len, d = x.shape
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions shape")
    t = np.arange(seq_len, dtype=np.float64)
    half = d // 2
    theta = np.array([base ** (-2.0 * i / d) for i in range(half)])
    ang = np.outer(t, theta)
    c, s = np.cos(ang), np.sin(ang)
    a = x[..., :half].astype(np.float64)
    b = x[..., half:].astype(np.float64)
    return np.concatenate([a * c - b * s, b * c + a * s], axis=-1)
