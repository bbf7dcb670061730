# mistake: builds the mask as (k_len, q_len), keys on the rows
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    j = np.arange(k_len)[:, None]
    i = np.arange(q_len)[None, :]
    return j <= i + (k_len - q_len)
