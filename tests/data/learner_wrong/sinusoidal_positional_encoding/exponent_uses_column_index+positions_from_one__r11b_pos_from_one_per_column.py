# WRONG: positions start at 1 instead of 0, and every column j uses its own exponent j/d_model (odd columns do not share the frequency of the column before).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model")
    if seq_len < 0:
        raise ValueError("seq_len")
    pos = np.arange(1, seq_len + 1, dtype=np.float64)[:, None]
    j = np.arange(d_model)[None, :]
    ang = pos / 10000.0 ** (j / d_model)
    return np.where(j % 2 == 0, np.sin(ang), np.cos(ang))
