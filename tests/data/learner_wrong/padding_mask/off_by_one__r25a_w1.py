# MISTAKE: Off-by-one: uses t <= lengths[b] instead of t < lengths[b], so the first padding position is marked as a real token (and length 0 gives one True).
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
    positions = np.arange(max_len)
    return positions[None, :] <= lengths[:, None]
