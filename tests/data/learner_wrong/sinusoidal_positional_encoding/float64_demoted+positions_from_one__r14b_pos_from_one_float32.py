# WRONG: positions start at 1 (np.arange(1, seq_len + 1)) instead of 0 AND the table is returned as float32 instead of float64.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model <= 0 or d_model % 2:
        raise ValueError("invalid sizes")
    pos = np.arange(1, seq_len + 1, dtype=np.float32)[:, None]
    two_i = np.arange(0, d_model, 2, dtype=np.float32)
    ang = pos / np.float32(10000.0) ** (two_i / np.float32(d_model))
    pe = np.empty((seq_len, d_model), dtype=np.float32)
    pe[:, ::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
