# CORRECT: matmul against k with its last two axes swapped, divided by a Python-float sqrt(d_k) to keep the dtype.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    d_k = q.shape[-1]
    s = np.matmul(q, np.swapaxes(k, -1, -2))
    return s / math.sqrt(d_k)
