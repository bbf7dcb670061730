# CORRECT: np.tri with offset k_len - q_len (bottom-right alignment), dtype bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tri(q_len, k_len, k=k_len - q_len, dtype=bool)
