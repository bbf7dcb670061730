# WRONG: off by one, positions <= length are True (one padding slot per row marked real; a length-0 row gets position 0 True)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] <= lengths[:, None]
