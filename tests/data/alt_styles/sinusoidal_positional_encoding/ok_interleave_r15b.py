import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("need even d_model >= 2 and seq_len >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    w = 10000.0 ** (-np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.sin(pos * w)
    pe[:, 1::2] = np.cos(pos * w)
    return pe
