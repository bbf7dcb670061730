# SOURCE: https://github.com/shenweichen/DeepCTR/issues/379
# MISTAKE: The angle for column j uses 10000 ** (2 j / d_model) with the column index j itself, instead of 10000 ** (2 floor(j/2) / d_model), so the sine and cosine of a pair do not share one frequency and the frequencies fall twice as fast.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even integer >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    angles = np.array(
        [[pos / np.power(10000, 2.0 * j / d_model) for j in range(d_model)]
         for pos in range(seq_len)],
        dtype=np.float64,
    ).reshape(seq_len, d_model)
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angles[:, 0::2])
    pe[:, 1::2] = np.cos(angles[:, 1::2])
    return pe
