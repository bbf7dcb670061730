# MISTAKE: Off-by-one in the inner loop bound: range(i + offset) uses j < i + offset, so the diagonal (a token seeing itself) is excluded.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    mask = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(max(0, min(k_len, i + offset))):
            mask[i, j] = True
    return mask
