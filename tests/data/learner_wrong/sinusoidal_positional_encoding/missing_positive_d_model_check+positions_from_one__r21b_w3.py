# MISTAKE: (1) positions start at 1 (np.arange(1, seq_len + 1)) instead of 0;
# (2) the guard only checks oddness, so d_model = 0 or a negative even d_model is not rejected with ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    positions = np.arange(1, seq_len + 1, dtype=np.float64).reshape(-1, 1)
    inv = np.exp(-np.log(10000.0) * np.arange(0, d_model, 2) / d_model)
    table = np.zeros((seq_len, d_model), dtype=np.float64)
    table[:, ::2] = np.sin(positions * inv)
    table[:, 1::2] = np.cos(positions * inv)
    return table
