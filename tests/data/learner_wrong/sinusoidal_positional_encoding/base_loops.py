import math
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if not (d_model >= 2 and d_model % 2 == 0):
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for i in range(d_model // 2):
            angle = pos / (10000 ** (2 * i / d_model))
            pe[pos, 2 * i] = math.sin(angle)
            pe[pos, 2 * i + 1] = math.cos(angle)
    return pe
