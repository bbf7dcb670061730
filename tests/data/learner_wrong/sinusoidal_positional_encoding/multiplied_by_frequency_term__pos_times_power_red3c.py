import numpy as np

# wrong: pos * 10000^(2i/d) instead of pos / 10000^(2i/d)
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad args")
    pe = np.zeros((seq_len, d_model))
    pos = np.arange(seq_len)[:, None]
    angle = pos * np.power(10000.0, np.arange(0, d_model, 2) / d_model)
    pe[:, 0::2] = np.sin(angle)
    pe[:, 1::2] = np.cos(angle)
    return pe
