# mistake: exponent uses the column index j (10000**(j/d)) so a cosine column gets another frequency than its sine
import numpy as np
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    j = np.arange(d_model)[None, :]
    ang = pos / 10000.0 ** (j / d_model)
    pe = np.empty((seq_len, d_model))
    pe[:, 0::2] = np.sin(ang[:, 0::2]); pe[:, 1::2] = np.cos(ang[:, 1::2])
    return pe
