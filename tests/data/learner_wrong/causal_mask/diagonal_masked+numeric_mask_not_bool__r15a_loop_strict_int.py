# wrong: strict `j < i + offset` excludes the diagonal (a token cannot see itself) AND fills an int array (0/1) instead of bool
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    m = np.zeros((q_len, k_len), dtype=int)
    for i in range(q_len):
        for j in range(k_len):
            if j < i + offset:
                m[i, j] = 1
    return m
