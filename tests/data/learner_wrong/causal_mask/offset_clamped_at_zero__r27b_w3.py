# MISTAKE: the offset is clipped to max(k_len - q_len, 0), so when q_len > k_len the first q_len - k_len rows are not all False (the mask is top-left aligned in that case).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = max(k_len - q_len, 0)
    mask = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        last = min(i + offset, k_len - 1)
        mask[i, : last + 1] = True
    return mask
