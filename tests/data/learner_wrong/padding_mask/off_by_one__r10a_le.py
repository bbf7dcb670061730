# Uses <= instead of <: one padding position per row (position t == length) is marked True.
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len)[None, :] <= np.asarray(lengths)[:, None]
