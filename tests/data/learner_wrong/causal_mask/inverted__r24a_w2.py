# MISTAKE: returns the nanoGPT/PyTorch "is masked" triangle (np.triu(..., k=1+offset), True = future key), i.e. the opposite polarity of True = may attend.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    # mark the future keys (strictly above the shifted diagonal)
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=1 + offset)
