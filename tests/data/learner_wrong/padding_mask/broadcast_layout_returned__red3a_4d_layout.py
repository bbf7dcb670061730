# mistake: returns the broadcast-ready (batch, 1, 1, max_len) layout instead of (batch, max_len)
import numpy as np


def padding_mask(lengths, max_len):
    m = np.arange(max_len)[None, :] < np.asarray(lengths)[:, None]
    return m[:, None, None, :]
