# MISTAKE: positions are counted from 1 (range(1, max_len + 1)) while still using t < length, so every row has one True too few (length 1 gives all False).
import numpy as np


def padding_mask(lengths, max_len):
    out = []
    for n in list(lengths):
        out.append([pos < n for pos in range(1, max_len + 1)])
    return np.array(out, dtype=bool).reshape(len(out), max_len)
