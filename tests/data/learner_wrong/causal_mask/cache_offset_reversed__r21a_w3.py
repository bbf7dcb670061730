# MISTAKE: offset sign flipped -- uses np.tril(..., k=q_len - k_len) instead of k_len - q_len, so with a KV cache (k_len > q_len) queries see too little, and with q_len > k_len they see too much.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=q_len - k_len)
