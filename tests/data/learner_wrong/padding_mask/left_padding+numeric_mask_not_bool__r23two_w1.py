# MISTAKE: The mask is filled from the end of each row (mask[b, -L:] = 1, left padding) instead of the start (right padding); for L = 0 the slice -0: even marks the whole row.
# MISTAKE: The mask is built with np.zeros(...) (float64) and returned as 0.0/1.0 floats instead of dtype bool.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = [int(n) for n in lengths]
    mask = np.zeros((len(lengths), max_len))
    for b, n in enumerate(lengths):
        mask[b, -n:] = 1
    return mask
