# mistake: all sines then all cosines (concatenated layout)
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError
    pos = np.arange(seq_len)[:, None]
    i = np.arange(d_model // 2)
    ang = pos / 10000 ** (2 * i / d_model)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1).astype(np.float64)
