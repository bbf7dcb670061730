# MISTAKE: never checks seq_len, so a negative seq_len silently returns an empty (0, d_model) array instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 == 1 or d_model < 2:
        raise ValueError("d_model must be an even number >= 2")
    positions = np.arange(seq_len)[:, np.newaxis]
    freqs = np.exp(-np.log(10000.0) * np.arange(d_model // 2) * 2 / d_model)
    ang = positions * freqs
    return np.stack([np.sin(ang), np.cos(ang)], axis=-1).reshape(len(positions), d_model)
