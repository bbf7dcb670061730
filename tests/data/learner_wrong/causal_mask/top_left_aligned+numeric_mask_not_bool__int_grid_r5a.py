# mistakes: top-left aligned (no k_len - q_len offset) AND returns int 0/1 instead of bool
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    i = np.arange(q_len).reshape(-1, 1)
    j = np.arange(k_len).reshape(1, -1)
    return (j <= i).astype(int)
