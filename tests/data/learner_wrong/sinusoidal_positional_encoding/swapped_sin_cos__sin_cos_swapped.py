# mistake: cos in even columns, sin in odd
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError
    pos = np.arange(seq_len)[:, None]
    i = np.arange(d_model // 2)
    ang = pos / 10000 ** (2 * i / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.cos(ang)
    pe[:, 1::2] = np.sin(ang)
    return pe
