# WRONG: positions start at 1 instead of 0 (row r holds PE of position r+1); layout, frequencies and checks are right.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model")
    if seq_len < 0:
        raise ValueError("seq_len")
    pe = np.zeros((seq_len, d_model))
    for r in range(seq_len):
        pos = r + 1
        for i in range(d_model // 2):
            w = 1.0 / (10000 ** (2 * i / d_model))
            pe[r, 2 * i] = math.sin(pos * w)
            pe[r, 2 * i + 1] = math.cos(pos * w)
    return pe
