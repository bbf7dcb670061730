# URL: https://github.com/pytorch/pytorch/issues/103082
# Bug: top-left aligned tril (j <= i) instead of bottom-right (j <= i + k_len - q_len); wrong whenever q_len != k_len.
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
