# MISTAKE: TWO slips: (1) positions start at 1 (np.arange(1, seq_len + 1)) instead of 0;
# (2) no ValueError for an odd d_model: it silently builds a table (the last sine column is kept, no matching cosine).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model <= 0:
        raise ValueError("bad sizes")
    positions = np.arange(1, seq_len + 1, dtype=np.float64)
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for i in range(0, d_model, 2):
        w = 1.0 / 10000 ** (i / d_model)
        pe[:, i] = np.sin(positions * w)
        if i + 1 < d_model:
            pe[:, i + 1] = np.cos(positions * w)
    return pe
