# Layout: all sines in columns 0..d/2-1 then all cosines in d/2..d-1 (np.concatenate, the tensor2tensor layout) instead of interleaving sin in even and cos in odd columns.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model <= 0 or seq_len < 0:
        raise ValueError("bad arguments")
    pos = np.arange(seq_len)[:, None]
    freqs = 1.0 / 10000 ** (np.arange(0, d_model, 2) / d_model)
    angles = pos * freqs[None, :]
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1).astype(np.float64)
