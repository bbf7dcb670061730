# MISTAKE: Polarity inverted: returns True for the future keys (the positions to block, np.triu above the diagonal) instead of True = may attend.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    # mark the look-ahead positions
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
