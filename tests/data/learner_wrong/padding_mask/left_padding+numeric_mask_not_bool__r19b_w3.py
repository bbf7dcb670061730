# MISTAKE: (1) left padding -- marks the LAST `length` positions as real (t >= max_len - length) instead of the first; (2) returns an int 0/1 array instead of dtype bool.
import numpy as np


def padding_mask(lengths, max_len):
    L = np.array(lengths, dtype=np.int64)
    t = np.arange(max_len)
    return (t[None, :] >= (max_len - L)[:, None]).astype(int)
