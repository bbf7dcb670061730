# MISTAKE: wrong exponent for the cosine columns -- every column j uses 10000**(j/d_model), so the cos in column 2i+1 uses exponent (2i+1)/d_model instead of sharing 2i/d_model with its sine.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 == 1:
        raise ValueError("d_model must be positive and even")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.empty((seq_len, d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / (10000 ** (j / d_model))
            pe[pos, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
