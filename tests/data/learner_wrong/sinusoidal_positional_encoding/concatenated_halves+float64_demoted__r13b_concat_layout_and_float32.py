# WRONG: lays out all sines then all cosines (np.concatenate, the tensor2tensor layout) instead of interleaving sin/cos columns; and builds it in float32 (torch default dtype habit), so the result is float32 not float64.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 == 1 or seq_len < 0:
        raise ValueError("invalid seq_len or d_model")
    position = np.arange(seq_len, dtype=np.float32)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2, dtype=np.float32) * (-np.log(np.float32(10000.0)) / d_model))
    return np.concatenate([np.sin(position * div_term), np.cos(position * div_term)], axis=-1)
