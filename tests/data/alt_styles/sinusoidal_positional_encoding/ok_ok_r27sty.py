# CORRECT: one complex exponential exp(1j * pos * omega_i) per pair -- its imaginary part fills the even columns, its real part the odd ones.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if int(d_model) != d_model or d_model < 2 or d_model % 2:
        raise ValueError("d_model must be an even integer >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    seq_len, d_model = int(seq_len), int(d_model)
    omega = 10000.0 ** (-np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    z = np.exp(1j * np.outer(np.arange(seq_len, dtype=np.float64), omega))
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = z.imag
    pe[:, 1::2] = z.real
    return pe
