# WRONG: frequency exponent uses the column index j (10000**(-j/d)) for every column, so the cosine in column 2i+1 gets exponent (2i+1)/d instead of sharing 2i/d with its sine; sines are right.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len)[:, None]
    j = np.arange(d_model)[None, :]
    angle = pos / np.power(10000.0, j / d_model)
    pe = np.where(j % 2 == 0, np.sin(angle), np.cos(angle))
    return pe.astype(np.float64)
