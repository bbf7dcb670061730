# MISTAKE: builds a left-padded mask (the True entries are the last lengths[b] positions) although the batch is right-padded.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def padding_mask(lengths, max_len):
    lens = np.asarray(lengths, dtype=int)
    template = np.concatenate([np.zeros(max_len, bool), np.ones(max_len, bool)])
    windows = sliding_window_view(template, max_len)
    return windows[lens].copy()
