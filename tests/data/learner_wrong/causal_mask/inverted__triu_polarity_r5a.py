# mistake: polarity inverted, True marks the FUTURE keys (the "is masked" convention), bottom-right offset right
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
