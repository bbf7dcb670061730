# MISTAKE: (1) left padding -- puts the real tokens at the END of each row (t >= max_len - length) instead of the start; (2) dtype -- returns an int 0/1 array (np.zeros(..., dtype=int)) instead of bool.
import numpy as np


def padding_mask(lengths, max_len):
    n = len(lengths)
    m = np.zeros((n, max_len), dtype=int)
    for b in range(n):
        L = int(lengths[b])
        if L:
            m[b, max_len - L:] = 1
    return m
