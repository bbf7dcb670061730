import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    shift = k_len - q_len            # how many cached keys sit before the first query
    return np.fromfunction(lambda i, j: j <= i + shift, (q_len, k_len), dtype=int).astype(bool)
