# MISTAKE: offset off by one: uses j < i + (k_len - q_len) (strict), so a token cannot see itself (diagonal False).
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    off = k_len - q_len
    return np.array([[j < i + off for j in range(k_len)] for i in range(q_len)], dtype=bool).reshape(q_len, k_len)
