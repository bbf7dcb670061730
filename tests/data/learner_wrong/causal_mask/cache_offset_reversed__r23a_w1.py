# MISTAKE: The diagonal offset has the wrong sign (k = q_len - k_len instead of k_len - q_len), so with a KV cache (k_len > q_len) the queries are aligned too far left and cannot see the newest keys; square masks are still right.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=q_len - k_len)
