import numpy as np


def causal_mask(q_len, k_len=None):
    # np.fromfunction evaluates the bottom-right rule on the index grid.
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    grid = np.fromfunction(lambda i, j: j <= i + offset, (q_len, k_len), dtype=int)
    return np.asarray(grid, dtype=bool)
