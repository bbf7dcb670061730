# MISTAKE: (1) positions start at 1 instead of 0; (2) no check for an odd d_model: an odd size is accepted
#          silently (the last sine column gets no cosine partner) instead of raising ValueError.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 1:
        raise ValueError("invalid")
    pe = np.zeros((seq_len, d_model))
    for p in range(seq_len):
        pos = p + 1
        for col in range(d_model):
            i2 = col - (col % 2)
            a = pos / math.pow(10000.0, i2 / d_model)
            pe[p, col] = math.sin(a) if col % 2 == 0 else math.cos(a)
    return pe
