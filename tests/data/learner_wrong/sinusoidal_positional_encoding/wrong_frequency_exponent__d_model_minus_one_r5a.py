# mistake: the exponent divides by (d_model - 1) instead of d_model (so the last pair reaches 10000 ** ((d-2)/(d-1)))
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len)[:, None]
    freq = 1.0 / 10000 ** (np.arange(0, d_model, 2) / (d_model - 1))
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.sin(pos * freq)
    pe[:, 1::2] = np.cos(pos * freq)
    return pe
