# WRONG: two mistakes: strict inequality j < i + offset excludes the diagonal (a token cannot see itself), and returns float64 1.0/0.0 instead of bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    off = k_len - q_len
    m = np.zeros((q_len, k_len))
    for i in range(q_len):
        for j in range(k_len):
            if j < i + off:
                m[i, j] = 1.0
    return m
