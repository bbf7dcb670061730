# https://github.com/tensorflow/examples/pull/270 — np.concatenate([sines, cosines], axis=-1): all sines in the first half, all cosines in the second (not interleaved); frequencies and positions correct.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 != 0 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model // 2, dtype=np.float64)[None, :]
    angles = pos / np.power(10000.0, 2 * i / d_model)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1)
