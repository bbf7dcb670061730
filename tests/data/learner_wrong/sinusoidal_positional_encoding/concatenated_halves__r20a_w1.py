# MISTAKE: concatenated layout -- all sines in columns [0, d/2) then all cosines in [d/2, d), instead of interleaving sin/cos in even/odd columns.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0 or seq_len < 0:
        raise ValueError("invalid seq_len / d_model")
    freqs = np.exp(-np.log(10000.0) * np.arange(0, d_model, 2) / d_model)
    angles = np.outer(np.arange(seq_len), freqs)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=1).astype(np.float64)
