import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    return np.fromfunction(lambda i, j: j <= i + offset, (q_len, k_len), dtype=int).astype(bool)
