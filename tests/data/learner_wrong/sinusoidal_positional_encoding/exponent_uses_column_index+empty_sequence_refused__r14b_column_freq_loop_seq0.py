# WRONG: loop gives every column j its own frequency 10000**(-j/d_model) (so cos column 2i+1 uses exponent (2i+1)/d, not 2i/d) AND seq_len = 0 raises ValueError instead of returning shape (0, d_model).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len <= 0:
        raise ValueError("bad arguments")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for j in range(d_model):
            w = 10000 ** (-j / d_model)
            pe[pos, j] = math.sin(pos * w) if j % 2 == 0 else math.cos(pos * w)
    return pe
