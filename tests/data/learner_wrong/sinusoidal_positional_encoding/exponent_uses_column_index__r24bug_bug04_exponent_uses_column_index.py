# SOURCE: https://github.com/DongjunLee/transformer-tensorflow/issues/6
# MISTAKE: the frequency exponent is 2*i/d_model with i the COLUMN index (0..d_model-1) instead of 2*(i//2)/d_model,
#          so columns 2i and 2i+1 no longer share a frequency and the frequencies decay twice as fast.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even number >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64).reshape(-1, 1)
    i = np.arange(d_model, dtype=np.float64).reshape(1, -1)
    angle = pos / np.power(10000.0, 2.0 * i / d_model)
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe
