# MISTAKE: it returns a float64 0/1 matrix (np.tril of np.ones) instead of a bool array.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)), k=k_len - q_len)
