# MISTAKE: Top-left aligned np.tril ignores the k_len - q_len offset, so with a KV cache (k_len > q_len) the newest query cannot see the latest keys.
# MISTAKE: Returns a float 0/1 array (np.ones default dtype) instead of dtype bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)))
