# WRONG: left padding: the real tokens are put at the end of each row (t >= max_len - length) instead of at the start.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    pos = np.arange(max_len)
    return pos[None, :] >= (max_len - lengths)[:, None]
