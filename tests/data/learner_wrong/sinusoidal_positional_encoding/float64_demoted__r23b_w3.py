# MISTAKE: the table is allocated as float32 (to "match the embeddings"), so the function returns float32 instead of the float64 the spec requires.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    pe = np.zeros((seq_len, d_model), dtype=np.float32)
    pos = np.arange(seq_len)[:, None]
    div = 10000.0 ** (np.arange(0, d_model, 2) / d_model)
    pe[:, 0::2] = np.sin(pos / div)
    pe[:, 1::2] = np.cos(pos / div)
    return pe
