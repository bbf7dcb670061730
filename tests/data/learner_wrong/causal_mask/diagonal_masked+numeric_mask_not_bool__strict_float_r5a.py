# mistakes: strict inequality (a token cannot see itself: diagonal excluded) AND returns float 0/1 instead of bool
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len)), k=k_len - q_len - 1)
