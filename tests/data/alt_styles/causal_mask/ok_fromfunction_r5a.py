import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.fromfunction(lambda i, j: j - i <= k_len - q_len, (q_len, k_len), dtype=int)
