# MISTAKE: positions start at 1 (np.arange(1, seq_len + 1)) instead of 0.
# MISTAKE: the table is allocated as float32, so the result is not float64.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 2 or d_model % 2:
        raise ValueError("invalid seq_len or d_model")
    pe = np.zeros((seq_len, d_model), dtype=np.float32)
    position = np.arange(1, seq_len + 1)[:, np.newaxis]
    div_term = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe
