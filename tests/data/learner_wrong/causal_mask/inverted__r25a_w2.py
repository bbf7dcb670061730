# MISTAKE: Returns the "is masked" mask (True above the diagonal = future key) instead of True = may attend; the polarity is inverted.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    # future positions are the ones strictly above the (shifted) diagonal
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=offset + 1)
