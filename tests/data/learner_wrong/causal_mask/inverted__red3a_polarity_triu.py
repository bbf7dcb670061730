# mistake: polarity flipped: True marks the future keys (the ones to hide)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
