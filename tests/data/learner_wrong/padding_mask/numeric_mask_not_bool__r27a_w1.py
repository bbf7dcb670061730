# MISTAKE: returns an int64 array of 0/1 (via np.where) instead of a bool array.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.asarray(lengths)
    pos = np.arange(max_len)
    return np.where(pos[None, :] < lens[:, None], 1, 0)
