# URL: https://github.com/tinygrad/tinygrad/pull/2425
# Bug: returns an additive float mask (1.0 where allowed, -inf where future) instead of booleans; the triangle itself is right.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    allowed = np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
    return np.where(allowed, 1.0, -np.inf)
