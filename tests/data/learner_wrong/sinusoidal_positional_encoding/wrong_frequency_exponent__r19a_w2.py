# MISTAKE: the frequency exponent uses the column index 2i where i belongs: denominator 10000 ** (2 * col / d_model) with col = 0, 2, 4, ... (i.e. 10000^(4i/d)), so every pair after the first turns too slowly.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be even and positive")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for col in range(0, d_model, 2):
            denom = 10000 ** (2 * col / d_model)
            pe[pos, col] = np.sin(pos / denom)
            pe[pos, col + 1] = np.cos(pos / denom)
    return pe
