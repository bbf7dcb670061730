# mistake: the row/column grids are swapped (keys on rows): shape (k_len, q_len) and the upper triangle
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    rows = np.arange(k_len)[:, None]
    cols = np.arange(q_len)[None, :]
    return rows <= cols + (k_len - q_len)
