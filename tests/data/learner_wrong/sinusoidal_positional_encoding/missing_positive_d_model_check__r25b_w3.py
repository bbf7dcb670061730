# MISTAKE: The validation only tests d_model % 2, so d_model = 0 (even but < 2) returns an empty (seq_len, 0) array instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64).reshape(-1, 1)
    i = np.arange(d_model // 2, dtype=np.float64)
    omega = 10000.0 ** (-2.0 * i / d_model)
    ang = pos * omega                                    # (seq_len, d_model/2)
    pe = np.stack([np.sin(ang), np.cos(ang)], axis=-1)   # (seq_len, d_model/2, 2)
    return pe.reshape(seq_len, d_model)
