import numpy as np

# wrong (two at once): all sines then all cosines AND positions starting at 1
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad")
    pos = np.arange(1, seq_len + 1)[:, None]
    ang = pos / 10000 ** (np.arange(0, d_model, 2) / d_model)
    return np.hstack([np.sin(ang), np.cos(ang)])
