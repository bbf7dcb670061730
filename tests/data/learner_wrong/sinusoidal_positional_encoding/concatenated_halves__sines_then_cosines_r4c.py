# wrong: concatenated layout (all sines in the first half, all cosines in the second) instead of interleaved; nothing else wrong
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("bad arguments")
    pos = np.arange(seq_len)[:, None]
    div = np.exp(np.arange(0, d_model, 2) * (-np.log(10000.0) / d_model))
    return np.concatenate([np.sin(pos * div), np.cos(pos * div)], axis=1)
