import numpy as np

# wrong: odd d_model not refused: the last column just stays zero / truncated
def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 1:
        raise ValueError("bad args")
    pe = np.zeros((seq_len, d_model))
    pos = np.arange(seq_len)[:, None]
    two_i = np.arange(0, d_model, 2)
    ang = pos / 10000 ** (two_i / d_model)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang[:, : d_model // 2])
    return pe
