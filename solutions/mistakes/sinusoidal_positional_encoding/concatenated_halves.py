import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2:
        raise ValueError("odd d_model")
    pos = np.arange(seq_len)[:, None]
    angles = pos / 10000.0 ** (np.arange(0, d_model, 2) / d_model)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1)  # all sines, then all cosines
