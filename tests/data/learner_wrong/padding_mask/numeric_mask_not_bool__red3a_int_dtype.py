# mistake: returns 0/1 integers instead of booleans
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return (np.arange(max_len)[None, :] < lengths[:, None]).astype(np.int64)
