import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # (max_len, batch): time first, batch second
    return np.arange(max_len)[:, None] < lengths[None, :]
