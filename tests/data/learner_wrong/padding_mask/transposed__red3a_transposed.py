# mistake: builds (max_len, batch) instead of (batch, max_len)
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len)[:, None] < np.asarray(lengths)[None, :]
