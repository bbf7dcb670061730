# wrong: two mistakes - even columns hold cosines and odd columns sines (swapped), and the table is built in float32 instead of float64
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("negative seq_len")
    i = np.arange(d_model // 2, dtype=np.float32)
    inv = np.float32(10000.0) ** (-2 * i / np.float32(d_model))
    ang = np.arange(seq_len, dtype=np.float32)[:, None] * inv[None, :]
    pe = np.stack([np.cos(ang), np.sin(ang)], axis=-1).reshape(seq_len, d_model)
    return pe
