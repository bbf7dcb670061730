# Wrong: scales by sqrt(k_len) (k.shape[-2], the number of keys) instead of sqrt(d_k).
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    scale = 1.0 / math.sqrt(k.shape[-2])
    return np.matmul(q, np.swapaxes(k, -1, -2)) * scale
