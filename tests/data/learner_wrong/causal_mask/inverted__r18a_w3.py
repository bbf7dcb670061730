# MISTAKE: polarity inverted -- returns True for the FUTURE (masked) keys (upper triangle above the shifted diagonal), i.e. "is masked" instead of "may attend".
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    m = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            if j > i + (k_len - q_len):
                m[i, j] = True
    return m
