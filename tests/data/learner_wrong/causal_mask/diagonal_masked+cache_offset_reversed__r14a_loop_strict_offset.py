# Wrong: strict j < i + offset (excludes the diagonal, a token cannot see itself) and the offset has the wrong sign (q_len - k_len instead of k_len - q_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = q_len - k_len
    m = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            m[i, j] = j < i + offset
    return m
