import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    out = np.zeros((q_len, k_len), dtype=bool)
    offset = k_len - q_len
    for i in range(q_len):
        for j in range(k_len):
            if j - offset <= i:
                out[i, j] = True
    return out
