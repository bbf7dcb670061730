import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # right pattern, but 1/0 integers instead of True/False
    return (np.arange(max_len)[None, :] < lengths[:, None]).astype(np.int64)
