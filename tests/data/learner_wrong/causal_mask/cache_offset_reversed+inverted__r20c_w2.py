# MISTAKE: (1) polarity flipped: True marks the future keys (the ones to hide), not the allowed ones; (2) the alignment offset has the wrong sign (q_len - k_len instead of k_len - q_len), wrong when k_len != q_len.
import numpy as np

def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    off = q_len - k_len
    m = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        for j in range(k_len):
            m[i, j] = j > i + off
    return m
