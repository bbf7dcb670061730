# MISTAKE: the rows are built in a list and stacked with np.vstack, which raises "need at least one array" for seq_len = 0 instead of returning shape (0, d_model).
import numpy as np
from functools import reduce


def _row(pos, d_model):
    freqs = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    pair = np.stack([np.sin(pos * freqs), np.cos(pos * freqs)], axis=-1)
    return pair.reshape(-1)


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be an even number >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    rows = [_row(float(p), d_model) for p in range(seq_len)]
    return np.vstack(rows).astype(np.float64)
