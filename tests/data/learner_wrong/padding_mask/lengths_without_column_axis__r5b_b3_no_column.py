# mistake: compares arange(max_len) with lengths without a column axis: broadcasts (max_len,) vs (batch,)
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len) < np.asarray(lengths)
