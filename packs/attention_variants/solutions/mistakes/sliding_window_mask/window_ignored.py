import numpy as np


def sliding_window_mask(q_len, window, k_len=None):
    if window < 1:
        raise ValueError("window must be >= 1")
    k_len = q_len if k_len is None else k_len
    p = np.arange(q_len)[:, None] + (k_len - q_len)
    j = np.arange(k_len)[None, :]
    return j <= p  # a plain causal mask
