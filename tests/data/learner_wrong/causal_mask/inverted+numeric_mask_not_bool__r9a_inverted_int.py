# WRONG (two): inverted convention (1 = masked future key, 0 = may attend) and int dtype instead of bool; alignment (bottom-right) otherwise right
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=np.int64), k=k_len - q_len + 1)
