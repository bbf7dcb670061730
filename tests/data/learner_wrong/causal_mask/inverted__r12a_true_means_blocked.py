# Wrong: polarity inverted -- True marks the FUTURE keys to be blocked (np.triu above the bottom-right diagonal), the opposite of True = may attend; the alignment itself is right.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
