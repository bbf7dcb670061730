# MISTAKE: Concatenated layout: all sines in the first half of the columns and all cosines in the second half, instead of interleaving sin/cos in even/odd columns.
# MISTAKE: The encoding is built as float32 (dtype=np.float32) instead of float64.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even integer >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float32)[:, None]
    i = np.arange(d_model // 2, dtype=np.float32)[None, :]
    angle = pos / np.float32(10000.0) ** (2 * i / d_model)
    return np.concatenate([np.sin(angle), np.cos(angle)], axis=-1).astype(np.float32)
