# mistakes: left-padded mask AND int 0/1 instead of bool
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return (np.arange(max_len)[None, :] >= max_len - lengths[:, None]).astype(int)
