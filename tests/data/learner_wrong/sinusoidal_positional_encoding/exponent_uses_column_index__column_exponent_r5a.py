# mistake: the exponent uses the column index j (10000 ** (j / d_model)) so the cosine column 2i+1 gets its own, slower frequency
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("bad arguments")
    pos = np.arange(seq_len)[:, None]
    j = np.arange(d_model)[None, :]
    angle = pos / np.power(10000.0, j / d_model)
    pe = np.empty((seq_len, d_model))
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe
