# MISTAKE: (1) strict comparison: a token may NOT see itself (diagonal excluded);
#          (2) the offset has the wrong sign: q_len - k_len instead of k_len - q_len.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = q_len - k_len
    mask = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            mask[i, j] = j < i + offset
    return mask
