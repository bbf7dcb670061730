import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2:
        raise ValueError("odd d_model")
    pos = np.arange(1, seq_len + 1)[:, None]  # the first token at position 1 instead of 0
    angles = pos / 10000.0 ** (np.arange(0, d_model, 2) / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe
