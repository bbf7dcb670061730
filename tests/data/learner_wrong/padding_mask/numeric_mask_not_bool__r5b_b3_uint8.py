# mistake: returns a uint8 0/1 mask instead of bool
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return (np.arange(max_len)[None, :] < lengths[:, None]).astype(np.uint8)
