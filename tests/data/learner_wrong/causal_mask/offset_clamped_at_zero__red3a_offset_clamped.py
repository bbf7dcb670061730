# mistake: offset clamped at 0, so q_len > k_len is top-left aligned (first rows not all False)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    off = max(0, k_len - q_len)
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=off)
