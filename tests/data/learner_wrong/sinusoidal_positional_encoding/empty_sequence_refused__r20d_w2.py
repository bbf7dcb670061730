# MISTAKE: the length guard is `seq_len <= 0` instead of `< 0`, so seq_len = 0 raises ValueError
# instead of returning an empty (0, d_model) array.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len <= 0:
        raise ValueError("seq_len must be positive")
    freqs = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    z = np.exp(1j * np.outer(np.arange(seq_len), freqs))
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = z.imag
    pe[:, 1::2] = z.real
    return pe
