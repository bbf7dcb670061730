# https://github.com/Dao-AILab/flash-attention/issues/282
# Bug: causal mask aligned TOP-LEFT (query i sees keys j <= i, first query on first key) instead of bottom-right
# (j <= i + k_len - q_len); wrong whenever q_len != k_len (KV cache: the newest query does not see every key).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i
