# MISTAKE: wrong exponent constant: the frequency uses 10000 ** (i / d_model) with the pair index i,
# instead of 10000 ** (2i / d_model) (the 2 is dropped), so the wavelengths are wrong.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("bad sizes")
    i = np.arange(d_model // 2)
    ang = np.arange(seq_len)[:, None] / 10000.0 ** (i / d_model)
    pe = np.empty((seq_len, d_model))
    pe[:, ::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
