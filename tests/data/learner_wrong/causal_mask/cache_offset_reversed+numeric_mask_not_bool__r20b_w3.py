# MISTAKE: (1) returns integer 0/1 (dtype int), not bool; (2) the diagonal offset has the wrong sign: k = q_len - k_len instead of k_len - q_len (wrong whenever q_len != k_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=int), k=q_len - k_len)
