# mistake: all sines first, then all cosines (tensor2tensor layout)
import numpy as np
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad")
    pos = np.arange(seq_len)[:, None]
    w = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    return np.concatenate([np.sin(pos * w), np.cos(pos * w)], axis=1)
