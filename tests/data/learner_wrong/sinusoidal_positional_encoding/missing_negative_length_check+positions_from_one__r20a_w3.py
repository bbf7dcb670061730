# MISTAKE: (1) positions start at 1 instead of 0 (np.arange(1, seq_len + 1));
# MISTAKE: (2) no guard for negative seq_len -- seq_len = -3 returns an empty (0, d_model) array instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    n = max(seq_len, 0)
    positions = np.arange(1, n + 1).reshape(-1, 1).astype(np.float64)
    div = np.power(10000.0, np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    pe = np.zeros((n, d_model))
    pe[:, ::2] = np.sin(positions / div)
    pe[:, 1::2] = np.cos(positions / div)
    return pe
