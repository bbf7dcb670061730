# CORRECT: compare key index with query index plus the bottom-right offset via broadcasting.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i + (k_len - q_len)
