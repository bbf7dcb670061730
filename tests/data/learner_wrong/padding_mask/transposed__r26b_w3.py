# MISTAKE: the broadcast puts positions on the rows and lengths on the columns, returning shape (max_len, batch) instead of (batch, max_len).
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.array(lengths, dtype=np.int64)
    pos = np.arange(max_len)
    mask = pos[:, None] < lens[None, :]
    return mask.astype(bool)
