import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if int(d_model) != d_model or int(seq_len) != seq_len:
        raise ValueError("seq_len and d_model must be integers")
    seq_len, d_model = int(seq_len), int(d_model)
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even int >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    two_i = np.arange(0, d_model, 2, dtype=np.float64)
    ang = pos / np.power(10000.0, two_i / d_model)
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
