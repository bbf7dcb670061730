# mistake: no check for an odd d_model (builds ceil(d/2) pairs and cuts the last column) - no ValueError
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 1 or seq_len < 0:
        raise ValueError("bad sizes")
    half = (d_model + 1) // 2
    pos = np.arange(seq_len)[:, None]
    w = 10000.0 ** (-2 * np.arange(half) / d_model)
    pe = np.zeros((seq_len, 2 * half))
    pe[:, 0::2] = np.sin(pos * w)
    pe[:, 1::2] = np.cos(pos * w)
    return pe[:, :d_model]
