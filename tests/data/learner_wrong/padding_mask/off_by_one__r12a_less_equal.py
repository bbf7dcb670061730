# Wrong: off by one -- t <= lengths[b] instead of t < lengths[b], so each row marks one padding slot after the sentence as real (a length-0 row gets one True).
import numpy as np


def padding_mask(lengths, max_len):
    positions = np.arange(max_len)
    return positions[None, :] <= np.asarray(lengths)[:, None]
