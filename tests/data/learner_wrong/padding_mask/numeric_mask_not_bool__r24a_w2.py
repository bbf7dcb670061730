# MISTAKE: the mask is built in an integer buffer (np.zeros(..., dtype=int) filled with 1) and returned as 0/1 integers, not as a bool array.
import numpy as np


def padding_mask(lengths, max_len):
    batch = len(lengths)
    mask = np.zeros((batch, max_len), dtype=int)
    for b in range(batch):
        mask[b, :int(lengths[b])] = 1
    return mask
