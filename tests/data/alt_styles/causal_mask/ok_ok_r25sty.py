import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    q_len = int(q_len)
    k_len = int(k_len)
    mask = np.zeros((q_len, k_len), dtype=bool)   # preallocate, then fill like C
    offset = k_len - q_len
    for i in range(q_len):
        for j in range(k_len):
            if j <= i + offset:
                mask[i, j] = True
    return mask
