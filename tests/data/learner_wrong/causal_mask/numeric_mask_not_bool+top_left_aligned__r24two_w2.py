# MISTAKE: Top-left alignment (np.tri with no offset): with k_len > q_len the newest queries cannot see the cached keys, and with q_len > k_len the first rows are not all False.
# MISTAKE: Returns an int 0/1 array (dtype=int) instead of a bool array.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tri(q_len, k_len, dtype=int)
