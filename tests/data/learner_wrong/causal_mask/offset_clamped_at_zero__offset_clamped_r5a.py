# mistake: offset max(k_len - q_len, 0): right for a KV cache, but for q_len > k_len it is top-left aligned (first rows not all False)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = max(k_len - q_len, 0)
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=offset)
