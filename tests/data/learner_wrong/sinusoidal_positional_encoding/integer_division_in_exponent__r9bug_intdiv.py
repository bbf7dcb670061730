# https://github.com/Kyubyong/transformer/pull/81
# Bug: the exponent 2i/d_model is an integer division ((2*i)//d_model == 0), so every column pair uses frequency 1 instead of 10000**(-2i/d).
import numpy as np

def _check(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")


def sinusoidal_positional_encoding(seq_len, d_model):
    _check(seq_len, d_model)
    i = np.arange(d_model // 2)
    freq = 1.0 / np.power(10000.0, (2 * i) // d_model)
    ang = np.arange(seq_len, dtype=np.float64)[:, None] * freq[None, :]
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
