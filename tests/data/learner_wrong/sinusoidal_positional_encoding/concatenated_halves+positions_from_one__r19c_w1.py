# MISTAKE: (1) concatenated layout: all sines in the first half, all cosines in the second (not interleaved); (2) positions start at 1 instead of 0.
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0 or d_model < 2 or d_model % 2:
        raise ValueError("bad sizes")
    pos = np.arange(1, seq_len + 1)[:, None]
    freq = 1.0 / 10000 ** (np.arange(0, d_model, 2) / d_model)
    return np.concatenate([np.sin(pos * freq), np.cos(pos * freq)], axis=1).astype(np.float64)
