# MISTAKE: positions start at 1 instead of 0 (np.arange(1, seq_len + 1)).
# MISTAKE: only d_model < 2 is rejected, so an odd d_model returns an array instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or seq_len < 0:
        raise ValueError("invalid sizes")
    position = np.arange(1, seq_len + 1)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term[: d_model // 2])
    return pe
