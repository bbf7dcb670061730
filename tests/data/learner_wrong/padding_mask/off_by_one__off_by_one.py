# mistake: <= instead of <: one padding position too many marked real
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] <= lengths[:, None]
