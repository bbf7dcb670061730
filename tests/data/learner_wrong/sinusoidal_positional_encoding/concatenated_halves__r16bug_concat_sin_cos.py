# https://github.com/luopeixiang/im2latex/issues/10
# Bug: sines and cosines are concatenated ([sin of all frequencies | cos of all frequencies]) instead of interleaved in even/odd columns; frequencies and values otherwise right.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(0, d_model, 2, dtype=np.float64)
    scaled_time = pos / np.power(10000.0, i / d_model)
    return np.concatenate([np.sin(scaled_time), np.cos(scaled_time)], axis=1)
