# wrong: "all sines then all cosines" layout (concatenate [sin, cos]) instead of interleaved columns; frequencies correct
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len)[:, None]
    ang = pos / 10000 ** (np.arange(0, d_model, 2) / d_model)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1)
