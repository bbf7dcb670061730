import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    m = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        last = i + offset
        for j in range(k_len):
            if j <= last:
                m[i, j] = True
    return m
