# wrong: layout is all sines first then all cosines (np.concatenate([sin, cos], axis=1)) instead of interleaved even=sin / odd=cos columns
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model <= 0:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    position = np.arange(seq_len)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    return np.concatenate([np.sin(position * div_term), np.cos(position * div_term)], axis=1).astype(np.float64)
