# MISTAKE: The frequency uses the column index j instead of the pair index i (10000 ** (2j / d_model) per column), so columns 2i and 2i+1 no longer share one frequency and every frequency except column 0 is wrong.
# MISTAKE: A negative seq_len is not rejected: np.arange(negative) is empty and a (0, d_model) array is returned instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even integer >= 2")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    j = np.arange(d_model, dtype=np.float64)[None, :]
    angle = pos / np.power(10000.0, 2 * j / d_model)
    pe = np.empty((max(seq_len, 0), d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe
