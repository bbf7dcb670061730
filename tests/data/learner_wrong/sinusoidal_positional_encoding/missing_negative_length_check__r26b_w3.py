# MISTAKE: a negative seq_len is not rejected: np.arange returns an empty range and a (0, d_model) array is returned instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError(f"d_model must be even and >= 2, got {d_model}")
    positions = np.arange(seq_len).reshape(-1, 1)
    div = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    angles = positions * div
    pe = np.stack([np.sin(angles), np.cos(angles)], axis=-1)
    return pe.reshape(positions.shape[0], d_model).astype(np.float64)
