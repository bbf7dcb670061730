# MISTAKE: the mask is built in an int array of zeros/ones and returned as int64, not as a bool array.
import numpy as np


def padding_mask(lengths, max_len):
    batch = len(lengths)
    mask = np.zeros((batch, max_len), dtype=np.int64)
    for b in range(batch):
        n = int(lengths[b])
        mask[b, :n] = 1
    return mask
