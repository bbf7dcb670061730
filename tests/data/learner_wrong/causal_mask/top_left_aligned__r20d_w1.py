# MISTAKE: rows are aligned top-left (`j <= i`), ignoring the k_len - q_len offset, so with a KV
# cache (k_len > q_len) the newest query cannot see the latest keys.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    rows = [[j <= i for j in range(k_len)] for i in range(q_len)]
    return np.array(rows, dtype=bool).reshape(q_len, k_len)
