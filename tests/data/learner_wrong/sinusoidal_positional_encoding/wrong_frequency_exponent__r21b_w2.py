# MISTAKE: the frequency exponent is i / d_model instead of 2i / d_model (the factor 2 is dropped), so all but the first pair have the wrong frequency.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(d_model // 2):
            w = 1.0 / (10000 ** (i / d_model))
            pe[pos, 2 * i] = np.sin(pos * w)
            pe[pos, 2 * i + 1] = np.cos(pos * w)
    return pe
