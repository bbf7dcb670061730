# CORRECT: broadcast comparison of a position row against a column of lengths.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths).reshape(-1)
    positions = np.arange(max_len)
    return positions[None, :] < lengths[:, None]
