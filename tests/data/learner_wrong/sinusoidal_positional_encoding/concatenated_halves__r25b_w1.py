# MISTAKE: Uses the "all sines, then all cosines" layout (np.concatenate([sin, cos], axis=-1)) instead of the paper's interleaved even-sin / odd-cos columns.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    position = np.arange(seq_len, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float64) * (-np.log(10000.0) / d_model))
    angles = position * div_term
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1)
