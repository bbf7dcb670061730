# CORRECT: np.fromfunction over the (i, j) index grid with the bottom-right rule j <= i + (k_len - q_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    shift = k_len - q_len
    return np.fromfunction(lambda i, j: j <= i + shift, (q_len, k_len), dtype=int).astype(bool)
