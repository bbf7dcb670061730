import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2:
        raise ValueError("odd d_model")
    pos = np.arange(seq_len)[:, None]
    col = np.arange(d_model)[None, :]
    angles = pos / 10000.0 ** (col / d_model)  # column index k in the exponent: pairs no longer share a frequency
    return np.where(col % 2 == 0, np.sin(angles), np.cos(angles))
