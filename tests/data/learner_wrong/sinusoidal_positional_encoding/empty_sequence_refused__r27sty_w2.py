# MISTAKE: the validation rejects seq_len == 0 (it requires seq_len >= 1), although 0 is valid and must give an empty (0, d_model) array.
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not (d_model >= 2 and d_model % 2 == 0):
        raise ValueError("d_model must be an even number >= 2")
    if seq_len < 1:
        raise ValueError("seq_len must be a positive number of positions")
    table = []
    for pos in range(seq_len):
        row = []
        for i in range(d_model // 2):
            angle = pos / math.pow(10000.0, 2 * i / d_model)
            row.append(math.sin(angle))
            row.append(math.cos(angle))
        table.append(row)
    return np.array(table, dtype=np.float64)
