import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    # upper triangle kept: every query sees itself and the future, but not the past
    return np.triu(np.ones((q_len, k_len), dtype=bool))
