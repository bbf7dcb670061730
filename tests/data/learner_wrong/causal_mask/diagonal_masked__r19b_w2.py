# MISTAKE: off by one -- strict inequality j < i + offset excludes the diagonal, so a token cannot attend to itself (and the first row is all False).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    rows, cols = np.indices((q_len, k_len))
    return cols < rows + offset
