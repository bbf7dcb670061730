# MISTAKE: the real tokens are placed at the end of each row (left padding, t >= max_len - length) instead of at the start.
# MISTAKE: the mask is filled into an int array, so it returns 0/1 integers instead of dtype bool.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = list(lengths)
    mask = np.zeros((len(lengths), max_len), dtype=int)
    for b, n in enumerate(lengths):
        n = int(n)
        if n > 0:
            mask[b, max_len - n:] = 1
    return mask
