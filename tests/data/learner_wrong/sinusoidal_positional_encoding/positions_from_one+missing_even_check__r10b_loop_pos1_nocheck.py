# wrong: positions start at 1 instead of 0 (pos+1 in a double loop), AND odd d_model is not rejected (no ValueError; the last sine column is written, cosine skipped)
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 1:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for c in range(0, d_model, 2):
            w = 1.0 / (10000.0 ** (c / d_model))
            pe[pos, c] = np.sin((pos + 1) * w)
            if c + 1 < d_model:
                pe[pos, c + 1] = np.cos((pos + 1) * w)
    return pe
