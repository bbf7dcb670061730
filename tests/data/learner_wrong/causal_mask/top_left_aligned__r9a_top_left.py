# WRONG: top-left aligned (np.tril with k=0): query i sees keys j <= i, ignoring the k_len - q_len offset; only correct when q_len == k_len
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
