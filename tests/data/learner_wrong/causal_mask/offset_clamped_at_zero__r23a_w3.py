# MISTAKE: Clamps the bottom-right offset with max(k_len - q_len, 0), so when q_len > k_len the first q_len - k_len rows are not all False (it falls back to top-left alignment).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = max(k_len - q_len, 0)  # extra keys from the KV cache
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i + offset
