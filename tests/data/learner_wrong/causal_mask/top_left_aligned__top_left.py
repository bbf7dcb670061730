# mistake: top-left aligned (np.tril without k offset), wrong with a KV cache
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
