# WRONG: the exponent uses i/d_model instead of 2i/d_model (loops over columns, pairs 2i and 2i+1 share the wrong frequency); also no check for negative seq_len.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model")
    pe = np.zeros((max(seq_len, 0), d_model))
    for pos in range(seq_len):
        for i in range(d_model // 2):
            a = pos / math.pow(10000, i / d_model)
            pe[pos, 2 * i] = math.sin(a)
            pe[pos, 2 * i + 1] = math.cos(a)
    return pe
