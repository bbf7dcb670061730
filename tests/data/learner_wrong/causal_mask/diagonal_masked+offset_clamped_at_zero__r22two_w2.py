# MISTAKE: Uses a strict inequality (j < i + offset), so the diagonal is excluded and a token cannot attend to itself (first row all False).
# MISTAKE: The offset is abs(k_len - q_len), so for q_len > k_len the mask shifts right instead of leaving the first q_len - k_len rows empty.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = abs(k_len - q_len)
    rows = np.arange(q_len).reshape(-1, 1)
    cols = np.arange(k_len).reshape(1, -1)
    return cols < rows + offset
