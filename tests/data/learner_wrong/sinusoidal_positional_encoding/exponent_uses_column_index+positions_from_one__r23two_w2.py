# MISTAKE: The frequency is computed per column (10000 ** (col / d_model)), so the cosine column 2i+1 uses exponent (2i+1)/d_model instead of sharing 2i/d_model with its sine.
# MISTAKE: Positions start at 1 (np.arange(1, seq_len + 1)) instead of 0.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be a positive even integer, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    pos = np.arange(1, seq_len + 1, dtype=np.float64)[:, None]
    col = np.arange(d_model, dtype=np.float64)[None, :]
    angle = pos / 10000.0 ** (col / d_model)
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe
