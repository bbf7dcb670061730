# Wrong: the bottom-right offset has the wrong sign (j <= i + (q_len - k_len) instead of i + (k_len - q_len)); right only when q_len == k_len.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = q_len - k_len
    mask = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            if j <= i + offset:
                mask[i, j] = True
    return mask
