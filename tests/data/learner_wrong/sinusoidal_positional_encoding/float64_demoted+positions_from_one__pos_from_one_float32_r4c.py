# wrong (two mistakes): positions start at 1 instead of 0 AND the table is built as float32 instead of float64
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 == 1 or d_model <= 0:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model), dtype=np.float32)
    pos = np.arange(1, seq_len + 1, dtype=np.float32)[:, None]
    two_i = np.arange(0, d_model, 2, dtype=np.float32)
    ang = pos / (10000.0 ** (two_i / d_model))
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
