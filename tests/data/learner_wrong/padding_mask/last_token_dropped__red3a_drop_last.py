# mistake: off by one the other way: t < L - 1, the last real token is marked as padding
import numpy as np


def padding_mask(lengths, max_len):
    L = np.asarray(lengths)[:, None]
    return np.arange(max_len)[None, :] < L - 1
