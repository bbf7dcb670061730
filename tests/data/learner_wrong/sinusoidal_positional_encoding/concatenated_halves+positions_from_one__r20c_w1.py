# MISTAKE: (1) concatenated layout: all sines in the first half, all cosines in the second, instead of interleaved; (2) positions start at 1 instead of 0.
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2 or seq_len < 0:
        raise ValueError("bad args")
    pos = np.arange(1, seq_len + 1)[:, None]
    freq = 1.0 / 10000 ** (np.arange(d_model // 2) * 2 / d_model)
    a = pos * freq[None, :]
    return np.concatenate([np.sin(a), np.cos(a)], axis=1).reshape(seq_len, d_model)
