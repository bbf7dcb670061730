# MISTAKE: exponent off: uses 10000 ** (i / d_model) with the pair index i instead of 2i/d_model, so every frequency except column pair 0 is wrong.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad")
    rows = []
    for pos in range(seq_len):
        row = []
        for i in range(d_model // 2):
            a = pos / math.pow(10000, i / d_model)
            row += [math.sin(a), math.cos(a)]
        rows.append(row)
    return np.array(rows, dtype=np.float64).reshape(seq_len, d_model)
