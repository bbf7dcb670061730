import math

import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model < 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("negative length")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            angle = pos / (10000 ** (i / d_model))
            pe[pos, i] = math.cos(angle)
            pe[pos, i + 1] = math.sin(angle)
    return pe
