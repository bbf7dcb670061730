# MISTAKE: Uses the concatenated layout (all sines in the first half of the columns, all cosines in the second half) instead of interleaving sin/cos in even/odd columns.
# MISTAKE: Positions start at 1 (np.arange(1, seq_len + 1)) instead of 0.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pos = np.arange(1, seq_len + 1, dtype=np.float64)[:, None]
    div = np.power(10000.0, np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    angles = pos / div
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1)
