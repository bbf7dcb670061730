# MISTAKE: The frequency of each column uses its own column index j (10000 ** (j / d_model)), so odd column 2i+1 gets the exponent (2i+1)/d instead of sharing 2i/d with column 2i.
# MISTAKE: No validation of d_model: an odd (or < 2) d_model silently returns a table instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pos = np.arange(seq_len)[:, None]
    j = np.arange(d_model)[None, :]
    angle = pos / np.power(10000.0, j / d_model)
    pe = np.empty((seq_len, d_model))
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe
