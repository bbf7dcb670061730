# WRONG: loop uses the even column index c as i in 10000**(2*c/d) (the factor 2 counted twice, so frequencies are squared); and an odd d_model is not refused with ValueError (it only fails later with IndexError; d_model=0 returns an empty array).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for c in range(0, d_model, 2):
            angle = pos / math.pow(10000, 2 * c / d_model)
            pe[pos, c] = math.sin(angle)
            pe[pos, c + 1] = math.cos(angle)
    return pe
