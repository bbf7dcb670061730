# MISTAKE: Uses np.tril without the k_len - q_len diagonal offset (top-left aligned), so the mask is wrong whenever q_len != k_len (KV cache or q_len > k_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
