# MISTAKE: positions run from 1 to seq_len instead of starting at 0, so every row is shifted by one position.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not (isinstance(d_model, (int, np.integer)) and d_model >= 2 and d_model % 2 == 0):
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    for pos in range(1, seq_len + 1):
        for i in range(d_model // 2):
            angle = pos / 10000 ** (2 * i / d_model)
            pe[pos - 1, 2 * i] = np.sin(angle)
            pe[pos - 1, 2 * i + 1] = np.cos(angle)
    return pe
