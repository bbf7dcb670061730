# MISTAKE: (1) each column uses its own column index j in the exponent (10000 ** (j / d_model)), so column 2i+1 does not share 2i's frequency and the exponent is j/d instead of 2i/d; (2) no ValueError for an odd d_model (it is silently accepted).
import math
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 1:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / 10000 ** (j / d_model)
            pe[pos, j] = math.sin(angle) if j % 2 == 0 else math.cos(angle)
    return pe
