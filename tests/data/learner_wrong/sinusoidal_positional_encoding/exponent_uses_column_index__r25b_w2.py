# MISTAKE: The exponent uses the column index j for every column (10000 ** (j / d_model)), so an odd column 2i+1 gets frequency 10000^(-(2i+1)/d) instead of sharing 10000^(-2i/d) with column 2i.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / 10000 ** (j / d_model)
            if j % 2 == 0:
                pe[pos, j] = np.sin(angle)
            else:
                pe[pos, j] = np.cos(angle)
    return pe
