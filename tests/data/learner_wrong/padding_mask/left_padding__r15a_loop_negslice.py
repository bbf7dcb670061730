# wrong: fills m[i, -L:] (left padding: real tokens at the END of the row), AND for L == 0 the slice -0: covers the whole row, so an empty sequence becomes all True
import numpy as np


def padding_mask(lengths, max_len):
    m = np.zeros((len(lengths), max_len), dtype=bool)
    for i, L in enumerate(lengths):
        m[i, -int(L):] = True
    return m
