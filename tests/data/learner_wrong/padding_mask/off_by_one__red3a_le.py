# mistake: off by one, <= instead of < (the first padding slot counts as real)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] <= lengths[:, None]
