# SOURCE: https://github.com/jadore801120/attention-is-all-you-need-pytorch/issues/32
# BUG: position_encoding_init uses pos / np.power(10000, 2*i/d_pos_vec) for every column i,
#      instead of (i//2)*2 / d_pos_vec -- columns 2i and 2i+1 no longer share one frequency and the
#      exponent is doubled.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even integer >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model, dtype=np.float64)[None, :]
    angle = pos / np.power(10000.0, 2 * i / d_model)     # BUG: should be (i // 2) * 2 / d_model
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angle[:, 0::2])
    pe[:, 1::2] = np.cos(angle[:, 1::2])
    return pe
