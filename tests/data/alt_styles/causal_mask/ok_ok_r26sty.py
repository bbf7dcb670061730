# CORRECT: bottom-right alignment built as an outer comparison with the ufunc np.greater_equal.outer.
import numpy as np


def causal_mask(q_len, k_len=None):
    q_len = int(q_len)
    k_len = q_len if k_len is None else int(k_len)
    shifted_rows = np.arange(q_len) + (k_len - q_len)
    return np.greater_equal.outer(shifted_rows, np.arange(k_len)).astype(bool)
