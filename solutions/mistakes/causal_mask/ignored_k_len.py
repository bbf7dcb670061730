import numpy as np


def causal_mask(q_len, k_len=None):
    # k_len is never used: always a square (q_len, q_len) mask
    return np.tril(np.ones((q_len, q_len), dtype=bool))
