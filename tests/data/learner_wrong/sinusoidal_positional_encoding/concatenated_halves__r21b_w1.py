# MISTAKE: layout is concatenated (all sines in columns [0, d/2), then all cosines) instead of interleaved sin/cos per column pair.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("need even d_model >= 2 and seq_len >= 0")
    i = np.arange(d_model // 2)
    freqs = 1.0 / 10000 ** (2 * i / d_model)
    angles = np.outer(np.arange(seq_len), freqs)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=1).astype(np.float64)
