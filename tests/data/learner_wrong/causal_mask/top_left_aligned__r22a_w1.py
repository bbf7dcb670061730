# MISTAKE: Top-left aligned (np.tril with offset 0): query i sees keys j <= i, ignoring the k_len - q_len offset; right for square masks but wrong for a KV cache (k_len > q_len) and for q_len > k_len.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
