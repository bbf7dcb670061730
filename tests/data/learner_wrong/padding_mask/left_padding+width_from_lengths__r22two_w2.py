# MISTAKE: Builds a LEFT-padded mask (real tokens at the end of each row) instead of right padding (real tokens first).
# MISTAKE: The width is max(lengths) instead of max_len, so the mask is too narrow whenever no sentence fills max_len.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max())
    t = np.arange(width)
    return t[None, :] >= (width - lengths)[:, None]
