# mistake: builds the (k_len, k_len) lower triangle and keeps its last q_len rows: right for q_len <= k_len, wrong shape when q_len > k_len
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    full = np.tril(np.ones((k_len, k_len), dtype=bool))
    return full[-q_len:]
