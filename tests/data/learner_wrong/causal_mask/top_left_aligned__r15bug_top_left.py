# URL: https://github.com/Dao-AILab/flash-attention/issues/20
# Bug: top-left alignment ("query i attends to keys 0..i") for q_len != k_len instead of bottom-right j <= i + (k_len - q_len); correct when q_len == k_len.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
