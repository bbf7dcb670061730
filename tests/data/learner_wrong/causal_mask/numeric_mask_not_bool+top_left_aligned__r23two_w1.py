# MISTAKE: The mask is top-left aligned (np.tril with the default k=0: j <= i) instead of bottom-right aligned (j <= i + k_len - q_len), wrong whenever k_len != q_len.
# MISTAKE: Built from np.ones without dtype=bool, so it returns float 0.0/1.0 instead of booleans.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)))
