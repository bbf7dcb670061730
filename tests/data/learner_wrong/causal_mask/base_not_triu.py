import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    future = np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
    return ~future
