# MISTAKE: off-by-one: t <= length, so every non-full row marks one padding position as real (length 0 gives one True).
import numpy as np


def padding_mask(lengths, max_len):
    L = np.array(lengths, dtype=np.int64).ravel()
    pos = np.broadcast_to(np.arange(max_len), (L.size, max_len))
    return np.less_equal(pos, L[:, None])
