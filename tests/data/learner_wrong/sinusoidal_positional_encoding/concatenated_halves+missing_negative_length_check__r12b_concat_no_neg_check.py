# WRONG: two mistakes: "all sines then all cosines" layout (np.concatenate) instead of interleaved; and no check for negative seq_len (returns an empty (0, d_model) array instead of ValueError).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model <= 0:
        raise ValueError("d_model must be even and positive")
    pos = np.arange(seq_len, dtype=np.float64).reshape(-1, 1)
    inv = 1.0 / (10000.0 ** (np.arange(0, d_model, 2) / d_model))
    return np.concatenate([np.sin(pos * inv), np.cos(pos * inv)], axis=-1)
