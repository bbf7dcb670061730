# MISTAKE: top-left aligned (np.tril without the k_len - q_len offset): query i sees keys j <= i, so with a KV cache (k_len > q_len) the newest query cannot see the latest keys.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    ones = np.ones((q_len, k_len), dtype=bool)
    return np.tril(ones)
