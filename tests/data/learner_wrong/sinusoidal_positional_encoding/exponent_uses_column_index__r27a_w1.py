# MISTAKE: each column j uses its own exponent j/d_model, so odd (cosine) columns get exponent (2i+1)/d_model instead of sharing 2i/d_model with their sine column.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.empty((seq_len, d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / 10000 ** (j / d_model)
            pe[pos, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
