# mistake: returns (max_len, batch) -- the comparison broadcast the other way round
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len)[:, None] < np.asarray(lengths)[None, :]
