# MISTAKE: wrong layout -- all sines in the first d_model/2 columns and all cosines after (concatenated), instead of interleaving sin/cos in even/odd columns.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("need even d_model >= 2 and seq_len >= 0")
    half = d_model // 2
    freqs = np.exp(-np.log(10000.0) * np.arange(half) * 2.0 / d_model)
    angles = np.outer(np.arange(seq_len), freqs)
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=1).astype(np.float64)
