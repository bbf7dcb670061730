# mistake: cosines in the even columns and sines in the odd ones
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len)[:, None]
    w = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    pe = np.empty((seq_len, d_model))
    pe[:, 0::2] = np.cos(pos * w)
    pe[:, 1::2] = np.sin(pos * w)
    return pe
