# mistake: multiplies the position by 10000 ** (2i / d_model) instead of dividing
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("odd d_model")
    if seq_len < 0:
        raise ValueError("negative seq_len")
    i = np.arange(d_model // 2)
    angles = np.arange(seq_len)[:, None] * np.power(10000.0, 2 * i / d_model)[None, :]
    pe = np.zeros((seq_len, d_model))
    pe[:, ::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe
