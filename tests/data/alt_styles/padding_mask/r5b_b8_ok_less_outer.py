import numpy as np


def padding_mask(lengths, max_len):
    return np.less.outer(np.arange(max_len), np.asarray(lengths, dtype=np.int64)).T.copy()
