# WRONG: builds left-padded rows (padding first, real tokens at the end) instead of right padding
import numpy as np

def padding_mask(lengths, max_len):
    rows = []
    for L in lengths:
        L = int(L)
        rows.append([False] * (max_len - L) + [True] * L)
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
