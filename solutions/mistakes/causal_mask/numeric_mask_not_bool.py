import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    # right pattern, but 1.0/0.0 floats instead of True/False
    return np.tril(np.ones((q_len, k_len)), k=k_len - q_len)
