# MISTAKE: two slips: (1) positions start at 1 instead of 0 (np.arange(1, seq_len + 1)); (2) a negative seq_len is not rejected (np.arange just returns an empty range, so a (0, d_model) array comes back instead of ValueError).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2:
        raise ValueError("d_model must be a positive even number")
    positions = np.arange(1, seq_len + 1, dtype=np.float64)
    i = np.arange(d_model // 2)
    omega = 10000.0 ** (-2.0 * i / d_model)
    theta = positions[:, np.newaxis] * omega[np.newaxis, :]
    pe = np.stack([np.sin(theta), np.cos(theta)], axis=-1)
    return pe.reshape(len(positions), d_model)
