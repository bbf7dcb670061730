# MISTAKE: Uses the concatenated layout (all sines in the first half of the columns, all cosines in the second half) instead of the paper's interleaved layout (sin in even columns, cos in odd columns).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    omega = 10000.0 ** (-np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    ang = pos * omega
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=1)
