import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tri(q_len, k_len, k=k_len - q_len, dtype=bool)
