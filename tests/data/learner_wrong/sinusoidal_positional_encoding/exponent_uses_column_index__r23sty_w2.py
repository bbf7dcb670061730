# MISTAKE: The exponent uses the column index j itself (pos / 10000 ** (j / d_model)), so each cosine column 2i+1 gets its own frequency 10000^(-(2i+1)/d) instead of sharing 10000^(-2i/d) with sine column 2i.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("seq_len cannot be negative")

    def pe(pos, j):
        angle = pos / np.power(10000.0, j / d_model)
        return np.where(j % 2 == 0, np.sin(angle), np.cos(angle))

    return np.fromfunction(pe, (seq_len, d_model), dtype=np.float64)
