import numpy as np


def padding_mask(lengths, max_len):
    rows = [[t < int(L) for t in range(max_len)] for L in list(lengths)]
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
