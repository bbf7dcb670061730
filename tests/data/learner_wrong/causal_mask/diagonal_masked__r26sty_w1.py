# MISTAKE: uses a strict comparison j < i + (k_len - q_len), so the diagonal is excluded and a token cannot attend to itself (the first query of a square mask sees nothing).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    rows = [[j < i + offset for j in range(k_len)] for i in range(q_len)]
    return np.array(rows, dtype=bool).reshape(q_len, k_len)
