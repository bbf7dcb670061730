# WRONG: frequency per column j as 10000**(-j/d) (so the cos column 2i+1 gets its own, different frequency) AND positions start at 1 instead of 0.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("invalid")
    pos = np.arange(1, seq_len + 1)[:, None]
    j = np.arange(d_model)[None, :]
    angle = pos / np.power(10000.0, j / d_model)
    return np.where(j % 2 == 0, np.sin(angle), np.cos(angle)).reshape(seq_len, d_model)
