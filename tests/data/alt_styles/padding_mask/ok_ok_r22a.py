import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
    positions = np.arange(max_len)
    return positions[None, :] < lengths[:, None]
