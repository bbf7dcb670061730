# wrong: two mistakes - each column j gets its own frequency 10000**(-j/d_model) (so the cosine column 2i+1 does not share column 2i's frequency), and positions start at 1 instead of 0
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 2 or d_model % 2 == 1:
        raise ValueError("invalid arguments")
    pe = np.zeros((seq_len, d_model))
    for pos in range(1, seq_len + 1):
        for j in range(d_model):
            angle = pos / 10000 ** (j / d_model)
            pe[pos - 1, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
