# mistake: offset only applied when k_len > q_len; else a plain lower triangle (q_len > k_len wrong)
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    if k_len > q_len:
        return np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
    return np.tril(np.ones((q_len, k_len), dtype=bool))
