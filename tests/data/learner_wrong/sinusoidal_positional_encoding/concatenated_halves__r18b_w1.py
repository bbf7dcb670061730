# MISTAKE: wrong layout -- all sines in the first half of the columns, then all cosines (np.concatenate), not interleaved sin/cos.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 == 1 or seq_len < 0:
        raise ValueError("invalid arguments")
    pos = np.arange(seq_len)[:, None].astype(np.float64)
    freqs = np.power(10000.0, -np.arange(d_model // 2) * 2.0 / d_model)
    angles = pos * freqs[None, :]
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=1).astype(np.float64)
