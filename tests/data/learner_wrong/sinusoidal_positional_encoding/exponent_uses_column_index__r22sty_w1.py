# MISTAKE: the exponent uses the column index j itself (10000 ** (j / d_model)) instead of 2i for both columns of a pair, so each cosine column 2i+1 gets a different (slower) frequency than its sine partner.
import numpy as np


def _angle(pos, j, d_model):
    return pos / np.power(10000.0, j / d_model)


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pos, col = np.meshgrid(np.arange(seq_len, dtype=np.float64), np.arange(d_model), indexing="ij")
    ang = _angle(pos, col, d_model)
    return np.where(col % 2 == 0, np.sin(ang), np.cos(ang)).astype(np.float64)
