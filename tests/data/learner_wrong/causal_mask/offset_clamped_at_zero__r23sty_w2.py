# MISTAKE: The offset is taken as abs(k_len - q_len), so when q_len > k_len the first q_len - k_len rows are not all False (the mask becomes shifted the wrong way).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = abs(k_len - q_len)
    rows = []
    for i in range(q_len):
        row = []
        for j in range(k_len):
            row.append(j <= i + offset)
        rows.append(row)
    return np.array(rows, dtype=bool).reshape(q_len, k_len)
