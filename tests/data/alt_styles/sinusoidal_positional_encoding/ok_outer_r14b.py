import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("d_model must be even >= 2 and seq_len >= 0")
    pos = np.arange(seq_len, dtype=np.float64)
    omega = 10000.0 ** (-np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    ang = np.outer(pos, omega)
    pe = np.stack([np.sin(ang), np.cos(ang)], axis=-1).reshape(seq_len, d_model)
    return pe
