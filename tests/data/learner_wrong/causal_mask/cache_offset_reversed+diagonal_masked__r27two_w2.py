# MISTAKE: the offset has the wrong sign (q_len - k_len instead of k_len - q_len), so with a KV cache the newest queries see too few keys and with q_len > k_len too many.
# MISTAKE: the comparison is strict (j < i + offset), so a token is not allowed to attend to its own position (the diagonal is False for q_len == k_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = q_len - k_len
    mask = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            mask[i, j] = j < i + offset
    return mask
