# Wrong: marks the LAST length positions (left padding) instead of the first, and returns a float 0/1 array (np.zeros default) instead of bool.
import numpy as np


def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len))
    for b, L in enumerate(lengths):
        if L > 0:
            out[b, max_len - L:] = 1
    return out
