import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    future = np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
    return ~future
