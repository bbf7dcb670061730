# MISTAKE: builds a left-padded mask (real tokens at the END of each row) instead of right padding.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.asarray(lengths, dtype=np.int64)
    pos = np.arange(max_len)
    start = max_len - lens
    return pos[None, :] >= start[:, None]
