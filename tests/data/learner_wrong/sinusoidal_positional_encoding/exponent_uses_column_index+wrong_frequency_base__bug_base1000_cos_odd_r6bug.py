# https://github.com/maxjcohen/transformer/issues/62
# Bug: base 1000 instead of 10000, AND the cosine columns use exponent (2i+1)/d (arange(1, d, 2)) instead of sharing 2i/d with their sine column.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0 or seq_len < 0:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    pe[:, 0::2] = np.sin(pos / np.power(1000.0, np.arange(0, d_model, 2, dtype=np.float64) / d_model))
    pe[:, 1::2] = np.cos(pos / np.power(1000.0, np.arange(1, d_model, 2, dtype=np.float64) / d_model))
    return pe
