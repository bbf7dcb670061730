# Wrong: assumes LEFT padding -- marks the last lengths[b] positions as real (t >= max_len - lengths[b]) instead of the first ones.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.array(lengths)
    start = max_len - lengths
    return np.arange(max_len)[np.newaxis, :] >= start[:, np.newaxis]
