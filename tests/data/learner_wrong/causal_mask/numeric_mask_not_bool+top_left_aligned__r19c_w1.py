# MISTAKE: (1) top-left aligned (np.tril with k=0): ignores the k_len - q_len offset, so with a KV cache the newest query cannot see the last keys; (2) returns 0/1 floats (np.tril of ones) instead of booleans.
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)))
