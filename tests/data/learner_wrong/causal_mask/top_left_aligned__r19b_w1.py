# MISTAKE: top-left aligned -- uses np.tril with k=0, so when k_len != q_len the queries are treated as the FIRST positions (j <= i) instead of the last (j <= i + k_len - q_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
