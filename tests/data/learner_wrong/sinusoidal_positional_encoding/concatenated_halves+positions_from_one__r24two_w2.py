# MISTAKE: Uses the concatenated layout (all sines in the first half, all cosines in the second half) instead of the paper's interleaved sin/cos columns.
# MISTAKE: Positions start at 1 (np.arange(1, seq_len + 1)) instead of 0.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 == 1:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    position = np.arange(1, seq_len + 1, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    return np.concatenate([np.sin(position * div_term), np.cos(position * div_term)], axis=1)
