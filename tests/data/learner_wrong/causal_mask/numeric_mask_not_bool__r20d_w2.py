# MISTAKE: returns an int8 0/1 array (np.tril of np.ones(..., dtype=np.int8)), not dtype bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=np.int8), k=k_len - q_len)
