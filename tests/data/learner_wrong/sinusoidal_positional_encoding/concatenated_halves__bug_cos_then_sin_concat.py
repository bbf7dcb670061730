# Bug report: https://github.com/bojone/attention/issues/2
# position_ij = concat([cos(position_ij), sin(position_ij)]): cosines first, then sines, concatenated.
import math

import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    half = d_model // 2
    freqs = np.exp(-math.log(10000.0) * np.arange(0, d_model, 2) / d_model)
    ang = np.outer(np.arange(seq_len), freqs)
    out = np.zeros((seq_len, d_model))
    out[:, :half] = np.cos(ang)
    out[:, half:] = np.sin(ang)
    return out
