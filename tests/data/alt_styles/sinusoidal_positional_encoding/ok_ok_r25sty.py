import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even integer >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for i in range(d_model // 2):
            angle = pos / math.pow(10000.0, (2.0 * i) / d_model)
            pe[pos, 2 * i] = math.sin(angle)
            pe[pos, 2 * i + 1] = math.cos(angle)
    return pe
