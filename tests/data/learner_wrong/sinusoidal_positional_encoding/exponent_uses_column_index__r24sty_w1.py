# MISTAKE: each column j uses the exponent j / d_model (its own column index) instead of 2*(j//2) / d_model, so the cosine in column 2i+1 does not share the frequency of the sine in column 2i.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 == 1:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    cols = np.arange(d_model)
    inv_freq = 1.0 / np.power(10000.0, cols / d_model)
    angles = np.multiply.outer(np.arange(seq_len, dtype=np.float64), inv_freq)
    return np.where(cols % 2 == 0, np.sin(angles), np.cos(angles))
