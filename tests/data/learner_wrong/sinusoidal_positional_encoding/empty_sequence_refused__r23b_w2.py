# MISTAKE: the argument check is seq_len <= 0 instead of seq_len < 0, so seq_len = 0 raises ValueError instead of returning an empty (0, d_model) array.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if seq_len <= 0:
        raise ValueError(f"seq_len must be positive, got {seq_len}")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    div = np.exp(np.arange(0, d_model, 2, dtype=np.float64) * (-np.log(10000.0) / d_model))
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.sin(pos * div)
    pe[:, 1::2] = np.cos(pos * div)
    return pe
