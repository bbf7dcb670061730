# WRONG: two mistakes: off by one (t <= L_b, so the first padding slot is True and a length-0 row has one True), and indexes lengths[:, None] without np.asarray so a Python list crashes with TypeError.
import numpy as np


def padding_mask(lengths, max_len):
    return lengths[:, None] >= np.arange(max_len)[None, :]
