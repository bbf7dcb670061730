# mistake: "all sines, then all cosines" layout (concatenate) instead of interleaving
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    freqs = np.exp(-np.log(10000.0) * np.arange(0, d_model, 2) / d_model)
    return np.concatenate([np.sin(pos * freqs), np.cos(pos * freqs)], axis=-1)
