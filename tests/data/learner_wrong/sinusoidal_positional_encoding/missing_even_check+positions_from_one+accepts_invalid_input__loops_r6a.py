# WRONG: two mistakes: positions start at 1 instead of 0 (row 0 is PE(1)), and odd d_model is not rejected (the loop fills the columns without raising ValueError); negative seq_len still raises (np.zeros).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    pe = np.zeros((seq_len, d_model))
    for p in range(seq_len):
        pos = p + 1
        for col in range(d_model):
            freq = 1.0 / (10000 ** ((col - col % 2) / d_model))
            pe[p, col] = math.sin(pos * freq) if col % 2 == 0 else math.cos(pos * freq)
    return pe
