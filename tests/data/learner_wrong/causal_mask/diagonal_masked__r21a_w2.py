# MISTAKE: strict inequality j < i + offset: the diagonal is excluded, so a token cannot see itself (and the last query does not see the last key).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    off = k_len - q_len
    m = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            if j < i + off:
                m[i, j] = True
    return m
