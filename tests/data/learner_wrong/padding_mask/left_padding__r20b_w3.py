# MISTAKE: left padding instead of right padding -- the real tokens are placed at the END of each row (t >= max_len - length) instead of at the start.
import numpy as np


def padding_mask(lengths, max_len):
    L = np.array(lengths, dtype=int)
    t = np.arange(max_len)
    return t[np.newaxis, :] >= (max_len - L)[:, np.newaxis]
