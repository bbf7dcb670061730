import numpy as np


def padding_mask(lengths, max_len):
    L = np.array(lengths, dtype=np.int64, copy=True).reshape(-1, 1)
    return np.less(np.arange(max_len, dtype=np.int64)[np.newaxis], L)
