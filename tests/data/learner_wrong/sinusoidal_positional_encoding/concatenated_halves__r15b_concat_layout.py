# WRONG: all sines in the first half of the columns, all cosines in the second half (concatenate) instead of interleaved even=sin / odd=cos.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 2 or d_model % 2 == 1:
        raise ValueError("bad args")
    i = np.arange(d_model // 2)
    freq = np.exp(-np.log(10000.0) * 2 * i / d_model)
    ang = np.outer(np.arange(seq_len), freq)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=1).astype(np.float64)
