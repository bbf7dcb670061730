# mistake: the alignment offset has the wrong sign (j <= i - (k_len - q_len))
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len).reshape(-1, 1)
    j = np.arange(k_len).reshape(1, -1)
    return j <= i - (k_len - q_len)
