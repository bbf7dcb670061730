# MISTAKE: the comparison is t <= length instead of t < length, so every sequence shorter than max_len marks one padding position (index length) as a real token.
import numpy as np


def padding_mask(lengths, max_len):
    rows = [[t <= int(n) for t in range(max_len)] for n in list(lengths)]
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
