import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model // 2, dtype=np.float64)
    freq = np.exp(-np.log(10000.0) * 2 * i / d_model)
    pe = np.zeros((seq_len, d_model))
    pe[:, 0::2] = np.sin(pos * freq)
    pe[:, 1::2] = np.cos(pos * freq)
    return pe
