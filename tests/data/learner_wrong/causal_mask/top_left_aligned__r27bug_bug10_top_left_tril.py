# SOURCE: https://github.com/pytorch/pytorch/issues/103082
# MISTAKE: It uses a top-left aligned lower triangle (key j allowed iff j <= i) instead of the bottom-right alignment j <= i + (k_len - q_len), so with a KV cache (k_len > q_len) the newest query cannot see the recent keys, and for q_len > k_len the first rows are not all False.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool), k=0)
