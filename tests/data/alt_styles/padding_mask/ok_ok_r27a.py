# CORRECT: broadcast a row of positions against a column of lengths with strict <, returning bool.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths).reshape(-1)
    positions = np.arange(max_len)
    return positions[None, :] < lengths[:, None]
