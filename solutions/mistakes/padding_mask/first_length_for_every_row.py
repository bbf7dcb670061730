import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # the first sentence's length used for the whole batch
    row = np.arange(max_len) < lengths[0]
    return np.tile(row, (len(lengths), 1))
