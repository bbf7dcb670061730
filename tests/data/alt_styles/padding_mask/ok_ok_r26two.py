# CORRECT: compare a position arange against the lengths column.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
    return np.arange(max_len)[None, :] < lengths[:, None]
