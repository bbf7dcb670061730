# MISTAKE: the diagonal offset has the wrong sign (q_len - k_len), so with a KV cache (k_len > q_len) the new queries see too few keys and with q_len > k_len they see too many.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=q_len - k_len)
