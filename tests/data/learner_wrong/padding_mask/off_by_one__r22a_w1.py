# MISTAKE: Off by one: uses positions <= length, so the first padding slot of every shorter sequence is marked as a real token (and length 0 gets one True).
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths).reshape(-1)
    positions = np.arange(max_len)
    return positions[None, :] <= lengths[:, None]
