# MISTAKE: the argument check raises ValueError for seq_len <= 0, but seq_len = 0 is valid and must return an empty (0, d_model) array.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2 == 1:
        raise ValueError(f"d_model must be an even integer >= 2, got {d_model!r}")
    if not isinstance(seq_len, (int, np.integer)) or seq_len <= 0:
        raise ValueError(f"seq_len must be a positive integer, got {seq_len!r}")
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    for i in range(d_model // 2):
        w = 1.0 / 10000.0 ** (2 * i / d_model)
        t = np.arange(seq_len) * w
        pe[:, 2 * i] = np.sin(t)
        pe[:, 2 * i + 1] = np.cos(t)
    return pe
