# MISTAKE: Returns np.tril of a float ones array, i.e. a float64 0/1 array instead of dtype bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)), k=k_len - q_len)
