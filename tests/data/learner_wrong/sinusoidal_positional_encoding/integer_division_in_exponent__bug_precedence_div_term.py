# https://github.com/zju3dv/LoFTR/issues/41
# div_term = exp(arange(0, d, 2) * (-log(10000) / d_model // 2)): operator precedence makes the
# factor floor(-log(10000) / d_model / 2) = -1, so the frequencies are exp(-2i), not 10000^(-2i/d).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 or seq_len < 0:
        raise ValueError("d_model must be positive and even, seq_len >= 0")
    pe = np.zeros((seq_len, d_model))
    position = np.arange(seq_len, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2).astype(np.float64) * (-math.log(10000.0) / d_model // 2))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe
