# WRONG: inverted convention: returns True where the key is in the FUTURE (masked), i.e. the "is masked" mask np.triu(k=offset+1); alignment is right.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len + 1)
