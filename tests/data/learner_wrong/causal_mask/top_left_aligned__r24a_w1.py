# MISTAKE: np.tril is used without the k_len - q_len diagonal offset (top-left alignment), so with a KV cache (k_len > q_len) the new queries cannot see the most recent keys.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
