# MISTAKE: The frequency exponent is i / d_model instead of 2i / d_model, so every pair but the first has the wrong (too high) frequency.
# MISTAKE: No ValueError for an odd d_model: it silently uses d_model // 2 frequencies and leaves the last column at zero.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or seq_len < 0:
        raise ValueError("invalid sizes")
    pe = np.zeros((seq_len, d_model))
    position = np.arange(seq_len)[:, None]
    i = np.arange(d_model // 2)
    freq = 1.0 / 10000 ** (i / d_model)
    pe[:, 0:2 * (d_model // 2):2] = np.sin(position * freq)
    pe[:, 1:2 * (d_model // 2):2] = np.cos(position * freq)
    return pe
