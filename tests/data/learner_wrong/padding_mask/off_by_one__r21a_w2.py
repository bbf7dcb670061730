# MISTAKE: off by one -- uses t <= length instead of t < length, so every sequence gets one extra True position (length 0 gives one True).
import numpy as np


def padding_mask(lengths, max_len):
    rows = []
    for L in list(lengths):
        rows.append([t <= L for t in range(max_len)])
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
