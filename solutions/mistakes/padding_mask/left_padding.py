import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # real tokens put at the end of each row (left padding) instead of the start
    return np.arange(max_len)[None, :] >= (max_len - lengths)[:, None]
