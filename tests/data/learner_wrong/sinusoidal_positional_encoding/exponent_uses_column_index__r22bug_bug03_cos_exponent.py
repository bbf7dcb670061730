# SOURCE: https://github.com/SamLynnEvans/Transformer/issues/7
# MISTAKE: Loops i over the column indices 0, 2, 4, ... but still writes 2*i in the exponent (so the sine uses 10000**(2*i/d) with i already even, i.e. twice the paper's exponent), and the cosine column uses 2*(i+1)/d instead of the same frequency as its sine partner; only column 0/1 at frequency 1 stays right.
import numpy as np
import math


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            pe[pos, i] = math.sin(pos / (10000 ** ((2 * i) / d_model)))
            pe[pos, i + 1] = math.cos(pos / (10000 ** ((2 * (i + 1)) / d_model)))
    return pe
