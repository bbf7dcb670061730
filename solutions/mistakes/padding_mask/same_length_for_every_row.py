import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # one length for the whole batch: the longest sentence's
    row = np.arange(max_len) < lengths.max()
    return np.tile(row, (len(lengths), 1))
