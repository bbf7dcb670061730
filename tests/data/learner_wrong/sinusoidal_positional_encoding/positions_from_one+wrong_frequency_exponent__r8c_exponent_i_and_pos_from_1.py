# Two mistakes: the frequency exponent is i/d_model (i = pair index 0..d/2-1) instead of 2i/d_model, and positions run 1..seq_len instead of 0..seq_len-1.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 == 1:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be non-negative")
    pe = np.zeros((seq_len, d_model))
    pos = np.arange(1, seq_len + 1)[:, None]
    i = np.arange(d_model // 2)[None, :]
    angle = pos / np.power(10000.0, i / d_model)
    pe[:, 0::2] = np.sin(angle)
    pe[:, 1::2] = np.cos(angle)
    return pe
