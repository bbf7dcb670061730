import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len")
    pos = np.arange(seq_len, dtype=float).reshape(-1, 1)
    div = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    return np.hstack([np.sin(pos * div), np.cos(pos * div)])
