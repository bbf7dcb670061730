# WRONG: uses the "all sines, then all cosines" concatenated layout (np.concatenate([sin, cos], axis=1)) instead of interleaving.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model")
    if seq_len < 0:
        raise ValueError("seq_len")
    pos = np.arange(seq_len)[:, None]
    freq = 1.0 / 10000 ** (np.arange(d_model // 2) * 2 / d_model)
    ang = pos * freq
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=1)
