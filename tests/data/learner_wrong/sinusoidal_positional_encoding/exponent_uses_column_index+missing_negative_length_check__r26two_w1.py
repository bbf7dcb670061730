# MISTAKE: the exponent uses the column index j for every column (10000 ** (j / d_model)), so odd (cosine) columns 2i+1 get exponent (2i+1)/d instead of sharing 2i/d with their sine column.
# MISTAKE: a negative seq_len is not rejected (np.arange just returns an empty range) instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    pe = np.zeros((max(seq_len, 0), d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / (10000 ** (j / d_model))
            pe[pos, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
