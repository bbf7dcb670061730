# mistake: loops i over the even columns (0, 2, 4, ...) but still writes 2 * i in the exponent (the 2 counted twice)
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            pe[pos, i] = math.sin(pos / 10000 ** ((2 * i) / d_model))
            pe[pos, i + 1] = math.cos(pos / 10000 ** ((2 * i) / d_model))
    return pe
