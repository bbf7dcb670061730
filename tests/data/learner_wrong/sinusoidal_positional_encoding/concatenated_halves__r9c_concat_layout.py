# WRONG: "all sines, then all cosines" layout (columns 0..d/2-1 sines, d/2..d-1 cosines) instead of interleaved even=sin / odd=cos.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad arguments")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    freq = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    ang = pos * freq
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1)
