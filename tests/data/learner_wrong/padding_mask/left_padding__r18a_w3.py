# MISTAKE: assumes LEFT padding: marks the last `length` positions as real (t >= max_len - length) instead of the first `length`.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.array(lengths, dtype=np.int64)
    idx = np.arange(max_len)
    return idx[None] >= (max_len - lengths)[:, None]
