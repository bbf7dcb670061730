# https://github.com/SamLynnEvans/Transformer/issues/25
# for i in range(0, d_model, 2): pe[pos, i] = sin(pos / 10000 ** ((2 * i) / d_model)) and
# pe[pos, i + 1] = cos(pos / 10000 ** ((2 * (i + 1)) / d_model)): i already steps by 2, so the
# exponent is doubled, and the cosine uses the next column's (different) frequency.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            pe[pos, i] = math.sin(pos / (10000 ** ((2 * i) / d_model)))
            pe[pos, i + 1] = math.cos(pos / (10000 ** ((2 * (i + 1)) / d_model)))
    return pe
