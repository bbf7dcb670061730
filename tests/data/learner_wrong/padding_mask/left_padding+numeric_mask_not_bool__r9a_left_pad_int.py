# WRONG (two): left padding (real tokens placed at the END of each row) and uint8 0/1 dtype instead of bool
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    pos = np.arange(max_len)[None, :]
    return (pos >= max_len - lengths[:, None]).astype(np.uint8)
