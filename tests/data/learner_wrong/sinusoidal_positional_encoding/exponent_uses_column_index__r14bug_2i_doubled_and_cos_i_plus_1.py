# https://github.com/YutaroOgawa/pytorch_advanced/issues/79 -- loop over even columns i but exponent 2*i/d for sin (i already even, so the frequency index is doubled) and 2*(i+1)/d for cos (cos gets a different frequency than its sin partner): two exponent mistakes.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 or d_model < 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for i in range(0, d_model, 2):
            pe[pos, i] = math.sin(pos / (10000 ** ((2 * i) / d_model)))
            pe[pos, i + 1] = math.cos(pos / (10000 ** ((2 * (i + 1)) / d_model)))
    return pe
