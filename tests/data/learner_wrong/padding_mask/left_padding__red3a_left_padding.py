# mistake: left padding: real tokens placed at the end of the row
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    pos = np.arange(max_len)[None, :]
    return pos >= (max_len - lengths[:, None])
