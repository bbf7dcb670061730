import math

import numpy as np


def _pe_entry(pos, col, d_model):
    i = col // 2
    angle = pos / 10000.0 ** (2 * i / d_model)
    return math.sin(angle) if col % 2 == 0 else math.cos(angle)


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2:
        raise ValueError(f"d_model must be an even integer >= 2, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    entry = np.frompyfunc(lambda p, c: _pe_entry(int(p), int(c), d_model), 2, 1)
    pos, col = np.ogrid[0:seq_len, 0:d_model]
    table = entry(pos, col)
    return np.asarray(table, dtype=np.float64).reshape(seq_len, d_model)
