import numpy as np


def sliding_window_mask(q_len, window, k_len=None):
    if window < 1:
        raise ValueError("window")
    k_len = q_len if k_len is None else k_len
    ones = np.ones((q_len, k_len), dtype=bool)
    return np.tril(ones) & np.triu(ones, -(window - 1))
