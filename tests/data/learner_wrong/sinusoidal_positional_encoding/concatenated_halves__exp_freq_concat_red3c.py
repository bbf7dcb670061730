import numpy as np

# wrong: all sines first, then all cosines (tensor2tensor layout) instead of interleaved
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("bad arguments")
    pos = np.arange(seq_len)[:, None]
    freq = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    ang = pos * freq
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=1)
