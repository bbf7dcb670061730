# mistake: uses column index j instead of 2i in the exponent (10000^(j/d) with j = 2i and 2i+1 each)
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError
    pos = np.arange(seq_len)[:, None]
    j = np.arange(d_model)
    ang = pos / 10000 ** (j / d_model)
    pe = np.where(j % 2 == 0, np.sin(ang), np.cos(ang))
    return pe.astype(np.float64)
