# mistake: builds rows in a list and np.array(rows): seq_len = 0 gives shape (0,) instead of (0, d_model); no seq_len < 0 check either (returns empty)
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 != 0 or d_model < 2:
        raise ValueError("d_model must be a positive even integer")
    rows = []
    for pos in range(seq_len):
        row = []
        for i in range(0, d_model, 2):
            angle = pos / 10000 ** (i / d_model)
            row += [math.sin(angle), math.cos(angle)]
        rows.append(row)
    return np.array(rows, dtype=np.float64)
