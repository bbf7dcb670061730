# MISTAKE: treats the batch as LEFT-padded: real tokens are put at the end of each row
# (t >= max_len - length) instead of at the start.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.asarray(lengths, dtype=np.int64)
    t = np.arange(max_len)
    return np.stack([t >= max_len - n for n in lens]).astype(bool).reshape(len(lens), max_len)
