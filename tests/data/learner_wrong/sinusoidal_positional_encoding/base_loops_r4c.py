# correct: plain double loop, explicit validation
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if int(d_model) != d_model or d_model < 2 or d_model % 2:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model!r}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len!r}")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for i in range(d_model // 2):
            w = 10000.0 ** (-2.0 * i / d_model)
            pe[pos, 2 * i] = math.sin(pos * w)
            pe[pos, 2 * i + 1] = math.cos(pos * w)
    return pe
