import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else int(k_len)
    return np.greater_equal.outer(np.arange(q_len) + (k_len - q_len), np.arange(k_len))
