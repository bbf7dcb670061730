import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    rows = np.arange(q_len)[:, None]
    cols = np.arange(k_len)[None, :]
    return cols <= rows + (k_len - q_len)
