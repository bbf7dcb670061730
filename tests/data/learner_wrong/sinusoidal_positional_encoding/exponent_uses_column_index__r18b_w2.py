# MISTAKE: the exponent uses the column index j itself (10000 ** (j / d_model)) for every column, so the cosine in column 2i+1
# gets the frequency of index 2i+1 instead of sharing column 2i's frequency.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2:
        raise ValueError("d_model must be a positive even int")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / 10000 ** (j / d_model)
            pe[pos, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
