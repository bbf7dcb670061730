# MISTAKE: the sliding windows are cut from a float buffer of 1.0/0.0 and returned as is, so the mask has dtype float64 instead of bool.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    # t = j - i + (q_len - 1); allowed iff t <= k_len - 1
    buf = np.concatenate([np.ones(k_len), np.zeros(q_len - 1)])
    windows = sliding_window_view(buf, k_len)
    return windows[::-1].copy()
