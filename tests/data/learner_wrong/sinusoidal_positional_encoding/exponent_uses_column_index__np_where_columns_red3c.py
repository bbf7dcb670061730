import numpy as np

# wrong: every column gets its own frequency 10000^(-j/d) (cols 2i and 2i+1 don't share one)
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len)[:, None].astype(float)
    j = np.arange(d_model)[None, :]
    ang = pos / 10000 ** (j / d_model)
    return np.where(j % 2 == 0, np.sin(ang), np.cos(ang))
