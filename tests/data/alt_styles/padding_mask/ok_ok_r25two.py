import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    positions = np.arange(max_len)
    return positions[None, :] < lengths[:, None]
