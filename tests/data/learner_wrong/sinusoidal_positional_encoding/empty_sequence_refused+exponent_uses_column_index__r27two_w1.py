# MISTAKE: the exponent uses the column index itself (j / d_model), so odd (cosine) columns get a different frequency than their sine partner instead of sharing 10000^(2i/d_model).
# MISTAKE: seq_len == 0 raises ValueError instead of returning an empty (0, d_model) array.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 1:
        raise ValueError("seq_len must be positive")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for j in range(d_model):
            angle = pos / (10000 ** (j / d_model))
            pe[pos, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return pe
