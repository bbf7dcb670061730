# MISTAKE: Uses a strict inequality j < i + (k_len - q_len), so the diagonal is excluded: a token may not attend to itself (and the first row of a square mask is all False).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j < i + (k_len - q_len)
