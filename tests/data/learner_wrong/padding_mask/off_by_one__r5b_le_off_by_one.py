# mistake: off by one, t <= length instead of t < length (one padding slot too many marked real)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] <= lengths[:, None]
