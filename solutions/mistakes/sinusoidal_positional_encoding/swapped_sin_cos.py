import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2:
        raise ValueError("odd d_model")
    pos = np.arange(seq_len)[:, None]
    angles = pos / 10000.0 ** (np.arange(0, d_model, 2) / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.cos(angles)  # cosine at the even columns
    pe[:, 1::2] = np.sin(angles)
    return pe
