# mistake: the offset has the wrong sign (q_len - k_len instead of k_len - q_len)
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i + (q_len - k_len)
