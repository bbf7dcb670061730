# SOURCE: https://github.com/GrumpyZhou/image-matching-toolbox/issues/36
# BUG: div_term = exp(arange(0, d, 2) * (-log(10000.0) / d_model//2)) -- operator precedence makes
#      it (-log(10000)/d_model) // 2 = -1.0, so the frequencies are exp(-2i) instead of
#      10000^(-2i/d_model); the fix is (-log(10000.0) / (d_model//2)) style parenthesisation.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2:
        raise ValueError("d_model must be an even int >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float64) * (-math.log(10000.0) / d_model // 2))  # BUG
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(pos * div_term)
    pe[:, 1::2] = np.cos(pos * div_term)
    return pe
