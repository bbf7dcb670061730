# wrong: exponent i/d_model instead of 2i/d_model (uses np.arange(d_model//2) as if it were 2i), so frequencies decay half as fast; interleaving correct
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model))
    i = np.arange(d_model // 2)
    ang = np.arange(seq_len)[:, None] / np.power(10000.0, i / d_model)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
