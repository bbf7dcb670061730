# two mistakes: int 0/1 instead of bool, and top-left alignment
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return np.tril(np.ones((q_len, k_len), dtype=np.int64))
