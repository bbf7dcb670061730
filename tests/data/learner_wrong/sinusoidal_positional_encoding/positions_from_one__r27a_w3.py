# MISTAKE: positions start at 1 (np.arange(1, seq_len + 1)) instead of 0, so every row is shifted by one position.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 2 or d_model % 2 != 0:
        raise ValueError("need seq_len >= 0 and an even d_model >= 2")
    pos = np.arange(1, seq_len + 1, dtype=np.float64).reshape(-1, 1)
    i = np.arange(d_model // 2, dtype=np.float64)
    div = 10000.0 ** (2 * i / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, ::2] = np.sin(pos / div)
    pe[:, 1::2] = np.cos(pos / div)
    return pe
