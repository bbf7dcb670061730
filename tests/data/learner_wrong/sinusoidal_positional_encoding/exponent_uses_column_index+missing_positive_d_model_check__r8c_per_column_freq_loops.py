# Two mistakes: every column j uses its own exponent j/d_model (the cosine column 2i+1 gets 10000**((2i+1)/d) instead of sharing 2i/d with column 2i), and the guard only checks oddness, so d_model = 0 returns an empty (seq_len, 0) array instead of raising ValueError.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / (10000 ** (j / d_model))
            pe[pos, j] = math.sin(angle) if j % 2 == 0 else math.cos(angle)
    return pe
