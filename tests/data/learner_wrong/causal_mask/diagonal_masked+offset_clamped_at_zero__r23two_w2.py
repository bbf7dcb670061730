# MISTAKE: Uses a strict inequality (j < i + offset), so the diagonal is excluded: a token may not attend to itself.
# MISTAKE: The offset is clamped with max(k_len - q_len, 0), so for q_len > k_len the first rows are not all False (top-left alignment in that case).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = max(k_len - q_len, 0)
    rows = np.arange(q_len)[:, None]
    cols = np.arange(k_len)[None, :]
    return cols < rows + offset
