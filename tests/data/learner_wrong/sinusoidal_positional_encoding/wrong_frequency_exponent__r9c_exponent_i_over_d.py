# WRONG: pair i uses frequency 10000^(-i/d_model) instead of 10000^(-2i/d_model) (index i where 2i belongs; frequencies decay half as fast).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 != 0:
        raise ValueError("d_model must be positive and even")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    i = np.arange(d_model // 2)
    div = np.power(10000.0, i / d_model)
    angles = np.arange(seq_len)[:, None] / div[None, :]
    pe = np.empty((seq_len, d_model))
    pe[:, 0::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe
