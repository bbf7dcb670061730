# MISTAKE: Uses a strict comparison j < i + offset, so the diagonal is excluded (a token cannot see itself; the first row is all False).
# MISTAKE: The offset is abs(k_len - q_len), so when q_len > k_len the alignment shifts the wrong way instead of leaving the first q_len - k_len rows empty.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = abs(k_len - q_len)
    rows = np.arange(q_len).reshape(-1, 1)
    cols = np.arange(k_len).reshape(1, -1)
    return cols < rows + offset
