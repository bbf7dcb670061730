# WRONG: scales by sqrt(k_len) (the number of keys, k.shape[-2]) instead of sqrt(d_k); only visible when k_len != d_k.
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    n = k.shape[-2]
    return np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(n)
