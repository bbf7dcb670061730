# MISTAKE: (1) top-left aligned lower triangle (np.tril of ones), ignoring the k_len - q_len offset of a
#          KV cache; (2) returns 0/1 integers instead of booleans.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=np.int64))
