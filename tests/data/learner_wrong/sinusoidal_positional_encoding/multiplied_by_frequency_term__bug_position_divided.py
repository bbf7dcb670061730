# https://github.com/harvardnlp/annotated-transformer/issues/131
# sin(position / div_term) instead of sin(position * div_term): div_term is already
# 10000^(-2i/d), so dividing gives frequencies 10000^(+2i/d).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 != 0 or seq_len < 0:
        raise ValueError("invalid sizes")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    position = np.arange(0, seq_len)[:, None].astype(np.float64)
    div_term = np.exp(np.arange(0, d_model, 2) * -(math.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position / div_term)
    pe[:, 1::2] = np.cos(position / div_term)
    return pe
