# WRONG: two mistakes — left padding (real tokens placed at the END of each row) and it returns an int8 0/1 array instead of bool.
import numpy as np


def padding_mask(lengths, max_len):
    rows = []
    for L in list(lengths):
        L = int(L)
        rows.append([0] * (max_len - L) + [1] * L)
    return np.array(rows, dtype=np.int8).reshape(len(rows), max_len)
