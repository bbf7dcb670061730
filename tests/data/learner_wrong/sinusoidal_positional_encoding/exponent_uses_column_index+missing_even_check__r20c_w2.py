# MISTAKE: (1) the exponent uses the column index j instead of 2i (10000 ** (j / d_model)), so the cosine column 2i+1 gets a different frequency from its sine column 2i; (2) no guard for odd d_model (no ValueError).
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 1:
        raise ValueError("bad args")
    pe = np.empty((seq_len, d_model))
    for p in range(seq_len):
        for j in range(d_model):
            angle = p / 10000 ** (j / d_model)
            pe[p, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
