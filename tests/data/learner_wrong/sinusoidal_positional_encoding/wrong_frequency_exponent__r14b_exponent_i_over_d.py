# WRONG: frequency uses 10000**(i/d_model) with i = pair index (np.arange(d_model//2)) instead of 10000**(2i/d_model); layout and everything else correct.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model < 2:
        raise ValueError("d_model must be a positive even integer")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.zeros((seq_len, d_model))
    position = np.arange(seq_len)[:, None]
    div_term = np.power(10000.0, np.arange(d_model // 2) / d_model)
    pe[:, 0::2] = np.sin(position / div_term)
    pe[:, 1::2] = np.cos(position / div_term)
    return pe
