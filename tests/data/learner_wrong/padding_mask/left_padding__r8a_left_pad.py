# WRONG: assumes LEFT padding: marks the last L_b positions as real (t >= max_len - L_b) instead of the first L_b.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    t = np.arange(max_len)
    return t[None, :] >= (max_len - lengths)[:, None]
