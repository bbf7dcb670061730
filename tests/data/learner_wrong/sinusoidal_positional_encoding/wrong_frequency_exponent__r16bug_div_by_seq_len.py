# https://github.com/warner-benjamin/commented-transformers/issues/1
# Bug: div_term = exp(arange(0, d_model, 2) * -log(10000) / context_size) divides the exponent by the sequence length instead of d_model (wrong frequencies; layout and sin/cos interleaving right).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    position = np.arange(seq_len, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2) * (-math.log(10000.0) / max(seq_len, 1)))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe
