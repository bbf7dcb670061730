import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len")
    pos = np.arange(seq_len)[:, None]
    i = np.arange(d_model // 2)[None, :]
    ang = pos / 10000 ** (i / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, ::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
