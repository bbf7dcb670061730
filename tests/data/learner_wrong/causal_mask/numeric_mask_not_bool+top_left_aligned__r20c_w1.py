# MISTAKE: (1) top-left aligned (np.tril with k=0) instead of bottom-right: wrong whenever k_len != q_len; (2) returns 0/1 floats (np.tri float) instead of bool.
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tri(q_len, k_len)
