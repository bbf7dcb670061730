# MISTAKE: (1) concatenated layout: all sines in the first half, all cosines in the second half, instead of
#          interleaved sin/cos columns; (2) the exponent uses i / d_model instead of 2i / d_model.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model <= 0 or d_model % 2 == 1:
        raise ValueError("invalid")
    i = np.arange(d_model // 2)
    freq = 1.0 / 10000 ** (i / d_model)
    ang = np.outer(np.arange(seq_len), freq)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=1).astype(np.float64)
