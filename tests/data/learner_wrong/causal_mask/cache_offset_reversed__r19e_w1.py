# MISTAKE: the bottom-right offset has the wrong sign: query i sees key j iff j <= i + (q_len - k_len)
# instead of j <= i + (k_len - q_len); right for square masks, wrong once k_len != q_len.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i + (q_len - k_len)
