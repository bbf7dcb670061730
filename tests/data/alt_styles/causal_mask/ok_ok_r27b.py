# CORRECT: broadcast comparison of key indices against query indices shifted by k_len - q_len, returned as bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    rows = np.arange(q_len).reshape(-1, 1)
    cols = np.arange(k_len).reshape(1, -1)
    return cols <= rows + (k_len - q_len)
