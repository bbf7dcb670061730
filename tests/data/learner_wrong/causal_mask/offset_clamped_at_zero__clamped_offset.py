# mistake: offset clipped at 0 (max(0, k_len-q_len)): wrong when q_len > k_len (first rows should be all False)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=max(0, k_len - q_len))
