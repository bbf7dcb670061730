import math
import numpy as np

# wrong: base constant typed as 1000 instead of 10000
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad args")
    pe = np.empty((seq_len, d_model))
    for p in range(seq_len):
        for i in range(d_model // 2):
            w = 1.0 / 1000 ** (2 * i / d_model)
            pe[p, 2 * i] = math.sin(p * w)
            pe[p, 2 * i + 1] = math.cos(p * w)
    return pe
