# mistake: decrements the caller's lengths array in place (values right, input modified)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    lengths -= 1
    return np.arange(max_len)[None, :] <= lengths[:, None]
