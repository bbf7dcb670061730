# MISTAKE: (1) diagonal excluded (np.tri with k = offset - 1), so a token cannot see itself; (2) returns np.tri's float64 0/1 array instead of bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    return np.tri(q_len, k_len, k=offset - 1)
