import numpy as np


def sliding_window_mask(q_len, window, k_len=None):
    if window < 1:
        raise ValueError("window")
    k_len = q_len if k_len is None else k_len
    dist = (np.arange(q_len)[:, None] + k_len - q_len) - np.arange(k_len)[None, :]
    return (dist >= 0) & (dist <= window)
