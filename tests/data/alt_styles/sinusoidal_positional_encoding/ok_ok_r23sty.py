import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    # Plain nested loops with the math module, column pair by column pair.
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    for pos in range(seq_len):
        for i in range(d_model // 2):
            angle = pos / math.pow(10000.0, 2 * i / d_model)
            pe[pos, 2 * i] = math.sin(angle)
            pe[pos, 2 * i + 1] = math.cos(angle)
    return pe
