# MISTAKE: the exponent doubles the 2 twice: np.arange(0, d_model, 2) already gives 2i, but it is multiplied by 2 again (10000 ** (2 * 2i / d_model)), so every frequency except the first is too low.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.zeros((seq_len, d_model))
    position = np.arange(seq_len)[:, None]
    i = np.arange(0, d_model, 2)
    div_term = 10000 ** (2 * i / d_model)
    pe[:, 0::2] = np.sin(position / div_term)
    pe[:, 1::2] = np.cos(position / div_term)
    return pe
