# MISTAKE: the exponent uses the column index itself (pos / 10000 ** (col / d_model)), so each cosine column 2i+1 gets the frequency of index 2i+1 instead of sharing the frequency of column 2i.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for col in range(d_model):
            angle = pos / (10000 ** (col / d_model))
            pe[pos, col] = math.sin(angle) if col % 2 == 0 else math.cos(angle)
    return pe
