# wrong (extra): cosines in the even columns and sines in the odd ones (sin and cos swapped); frequencies, positions and dtype right
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2:
        raise ValueError("d_model must be even and positive")
    if seq_len < 0:
        raise ValueError("negative seq_len")
    w = np.exp(-np.log(10000.0) * np.arange(0, d_model, 2) / d_model)
    a = np.outer(np.arange(seq_len), w)
    return np.stack([np.cos(a), np.sin(a)], axis=-1).reshape(seq_len, d_model)
