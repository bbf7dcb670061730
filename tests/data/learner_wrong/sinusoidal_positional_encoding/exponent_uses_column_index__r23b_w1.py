# MISTAKE: the frequency exponent uses the column index j itself, pos / 10000 ** (j / d_model), so the cosine in column 2i+1 gets exponent (2i+1)/d_model instead of sharing 2i/d_model with its sine.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    j = np.arange(d_model, dtype=np.float64)[None, :]
    angle = pos / np.power(10000.0, j / d_model)
    pe = np.where(np.arange(d_model) % 2 == 0, np.sin(angle), np.cos(angle))
    return pe.astype(np.float64).reshape(seq_len, d_model)
