# MISTAKE: the exponent uses the COLUMN index j (10000 ** (j / d_model)) for every column, so the odd
# cosine column 2i+1 gets frequency 10000**(-(2i+1)/d) instead of sharing 10000**(-2i/d) with column 2i.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("bad d_model")
    if seq_len < 0:
        raise ValueError("bad seq_len")
    out = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / math.pow(10000.0, j / d_model)
            out[pos, j] = math.sin(angle) if j % 2 == 0 else math.cos(angle)
    return out
