# MISTAKE: the bottom-right offset is clamped with max(k_len - q_len, 0), so when q_len > k_len the first q_len - k_len rows are not all False (it falls back to the top-left triangle).
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    offset = max(k_len - q_len, 0)  # number of cached keys
    rows = np.arange(q_len).reshape(-1, 1)
    cols = np.arange(k_len).reshape(1, -1)
    return cols <= rows + offset
