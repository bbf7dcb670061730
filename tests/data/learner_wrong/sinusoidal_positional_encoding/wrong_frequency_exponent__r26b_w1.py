# MISTAKE: the frequency exponent is i / d_model (i = 0..d_model/2-1) instead of 2i / d_model, so every pair after the first turns too fast.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("need even d_model >= 2 and seq_len >= 0")
    i = np.arange(d_model // 2)
    freqs = 1.0 / (10000.0 ** (i / d_model))
    angles = np.outer(np.arange(seq_len), freqs)
    pe = np.empty((seq_len, d_model))
    pe[:, ::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe
