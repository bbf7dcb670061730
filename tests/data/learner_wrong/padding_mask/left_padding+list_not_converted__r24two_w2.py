# MISTAKE: Builds a left-padded mask (real tokens at the END of each row: t >= max_len - length) instead of right padding.
# MISTAKE: lengths is never converted to an array, so a Python list input fails on lengths[:, None].
import numpy as np


def padding_mask(lengths, max_len):
    t = np.arange(max_len)[None, :]
    start = max_len - lengths[:, None]
    return t >= start
