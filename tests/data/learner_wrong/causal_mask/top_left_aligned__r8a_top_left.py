# WRONG: top-left aligned (np.tril with k=0, no k_len - q_len offset): fine for q_len == k_len, but with a KV cache (k_len > q_len) the queries miss the later keys and for q_len > k_len the first rows are not all False.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
