# MISTAKE: (1) theta_i = base ** (-i / head_dim) (the factor 2 in the exponent is missing);
# (2) positions that are longer than seq_len are cut to fit (positions[..., :seq_len]) instead of raising ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    *lead, seq_len, d = x.shape
    if d % 2 == 1:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)[..., :seq_len]
    half = d // 2
    out = x.copy()
    for i in range(half):
        theta = base ** (-i / d)
        a = positions * theta
        c, s = np.cos(a), np.sin(a)
        out[..., i] = x[..., i] * c - x[..., i + half] * s
        out[..., i + half] = x[..., i + half] * c + x[..., i] * s
    return out
