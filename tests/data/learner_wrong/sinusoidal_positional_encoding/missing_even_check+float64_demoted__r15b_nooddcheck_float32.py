# WRONG: does not reject an odd d_model (no ValueError; builds the table with a truncated last pair) AND returns float32 instead of float64.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 1:
        raise ValueError("bad")
    pe = np.zeros((seq_len, d_model), dtype=np.float32)
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            w = 1.0 / 10000 ** (i / d_model)
            pe[pos, i] = np.sin(pos * w)
            if i + 1 < d_model:
                pe[pos, i + 1] = np.cos(pos * w)
    return pe
