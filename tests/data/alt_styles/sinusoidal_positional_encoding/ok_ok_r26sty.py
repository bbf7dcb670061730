# CORRECT: each frequency pair is the complex number exp(i * pos * omega); imag -> even (sine) columns, real -> odd (cosine) columns.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if int(d_model) != d_model or int(seq_len) != seq_len:
        raise ValueError("seq_len and d_model must be integers")
    seq_len, d_model = int(seq_len), int(d_model)
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be an even int >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    omega = 10000.0 ** (-np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    phase = np.exp(1j * np.outer(np.arange(seq_len, dtype=np.float64), omega))
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = phase.imag
    pe[:, 1::2] = phase.real
    return pe
