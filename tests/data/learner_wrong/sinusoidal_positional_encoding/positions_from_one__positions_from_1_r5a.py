# mistake: positions start at 1 (np.arange(1, seq_len + 1)) instead of 0
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len < 0")
    pos = np.arange(1, seq_len + 1).reshape(-1, 1)
    inv = 1.0 / 10000 ** (np.arange(0, d_model, 2) / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, ::2] = np.sin(pos * inv)
    pe[:, 1::2] = np.cos(pos * inv)
    return pe
