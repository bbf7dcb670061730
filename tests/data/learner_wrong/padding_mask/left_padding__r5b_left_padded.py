# mistake: builds a LEFT-padded mask (padding at the start) although the batch is right-padded
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= (max_len - lengths)[:, None]
