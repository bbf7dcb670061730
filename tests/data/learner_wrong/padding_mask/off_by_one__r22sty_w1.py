# MISTAKE: off-by-one comparison t <= length instead of t < length, so the first padding position of every shorter sequence is marked as a real token.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.asarray(lengths)
    positions = np.arange(max_len)
    return np.less_equal.outer(positions, lens).T
