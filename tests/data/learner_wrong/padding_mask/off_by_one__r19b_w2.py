# MISTAKE: off by one -- uses t <= length, so one padding position after every sequence is marked True (and length 0 gives one True).
import numpy as np


def padding_mask(lengths, max_len):
    rows = []
    for n in lengths:
        rows.append([t <= n for t in range(max_len)])
    return np.array(rows, dtype=bool).reshape(len(lengths), max_len)
