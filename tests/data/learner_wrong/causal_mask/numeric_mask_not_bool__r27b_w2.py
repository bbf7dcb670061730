# MISTAKE: returns a float 0.0/1.0 array (np.tril of np.ones) instead of dtype bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    shift = k_len - q_len
    return np.tril(np.ones((q_len, k_len)), shift)
