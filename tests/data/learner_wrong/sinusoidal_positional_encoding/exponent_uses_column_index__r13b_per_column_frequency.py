# WRONG: every column gets its own frequency 10000**(-j/d_model) for column j, instead of columns 2i and 2i+1 sharing 10000**(-2i/d_model) (the cosine columns turn slightly slower than their sine partners).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("d_model must be even and >= 2, seq_len >= 0")
    j = np.arange(d_model)
    ang = np.arange(seq_len)[:, None] / np.power(10000.0, j / d_model)[None, :]
    return np.where(j % 2 == 0, np.sin(ang), np.cos(ang)).astype(np.float64)
