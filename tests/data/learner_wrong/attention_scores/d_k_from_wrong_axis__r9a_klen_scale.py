# WRONG: scales by sqrt(k_len) (sequence length, k.shape[-2]) instead of sqrt(d_k); right only when k_len == d_k; dtype kept
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    scale = math.sqrt(k.shape[-2])
    return np.matmul(q, np.swapaxes(k, -1, -2)) / scale
