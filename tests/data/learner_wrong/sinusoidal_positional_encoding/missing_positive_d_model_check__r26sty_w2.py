# MISTAKE: the validation only checks that d_model is even, so d_model = 0 (not >= 2) returns an empty (seq_len, 0) array instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")

    def cell(pos, col):
        i2 = col - col % 2
        angle = pos / np.power(10000.0, i2 / d_model)
        return np.where(col % 2 == 0, np.sin(angle), np.cos(angle))

    return np.fromfunction(cell, (seq_len, d_model), dtype=np.float64)
