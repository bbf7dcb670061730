# MISTAKE: top-left aligned instead of bottom-right: np.tril(ones, k=0) ignores the k_len - q_len offset, so with a KV cache (k_len > q_len) the newest query does not see every key (and q_len > k_len rows are not all False).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
