# URL: https://github.com/tensorflow/text/issues/1122
# Bug: concatenated layout (all sines in the first half, all cosines in the second) instead of interleaved sin/cos columns.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model // 2, dtype=np.float64)[None, :]
    angle_rads = pos / np.power(10000.0, 2 * i / d_model)
    return np.concatenate([np.sin(angle_rads), np.cos(angle_rads)], axis=-1)
