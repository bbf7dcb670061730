# correct: build row by row, each query sees keys up to its bottom-right-aligned position
import numpy as np

def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    shift = k_len - q_len
    out = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        last = i + shift
        if last >= 0:
            out[i, : min(last + 1, k_len)] = True
    return out
