import numpy as np


def padding_mask(lengths, max_len):
    n = len(lengths)
    mask = np.zeros((n, int(max_len)), dtype=bool)   # preallocate like C
    for b in range(n):
        L = int(lengths[b])
        for t in range(int(max_len)):
            mask[b, t] = t < L
    return mask
