# mistake: off by one in the KV-cache case only: offset k_len - q_len - 1 when k_len != q_len (the newest query misses the last key)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None or k_len == q_len:
        return np.tril(np.ones((q_len, q_len if k_len is None else k_len), dtype=bool))
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len - 1)
