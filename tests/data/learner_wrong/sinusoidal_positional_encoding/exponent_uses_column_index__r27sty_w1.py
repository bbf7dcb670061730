# MISTAKE: the frequency exponent uses the column index j itself (10000 ** (j / d_model)), so each odd cosine column gets the exponent (2i+1)/d_model instead of sharing 2i/d_model with its sine column.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")

    def cell(pos, j):
        angle = pos / np.power(10000.0, j / d_model)
        return np.where(j % 2 == 0, np.sin(angle), np.cos(angle))

    return np.fromfunction(cell, (seq_len, d_model), dtype=np.float64)
