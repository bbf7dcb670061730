# MISTAKE: (1) returns an int 0/1 array instead of dtype bool; (2) offset sign flipped: uses j <= i - (k_len - q_len) instead of j <= i + (k_len - q_len) (wrong whenever k_len != q_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    shift = q_len - k_len
    out = []
    for i in range(q_len):
        row = []
        for j in range(k_len):
            row.append(1 if j <= i + shift else 0)
        out.append(row)
    return np.array(out)
