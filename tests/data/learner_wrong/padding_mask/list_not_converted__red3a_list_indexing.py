# mistake: indexes lengths[:, None] directly, which fails for a Python list
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len)[None, :] < lengths[:, None]
