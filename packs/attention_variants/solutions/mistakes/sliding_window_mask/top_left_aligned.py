import numpy as np


def sliding_window_mask(q_len, window, k_len=None):
    if window < 1:
        raise ValueError("window must be >= 1")
    k_len = q_len if k_len is None else k_len
    i = np.arange(q_len)[:, None]  # ignores the k_len - q_len offset of a KV cache
    j = np.arange(k_len)[None, :]
    return (j <= i) & (j > i - window)
