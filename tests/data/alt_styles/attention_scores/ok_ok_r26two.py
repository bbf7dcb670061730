# CORRECT: matmul against swapaxes(k), divide by a Python-float sqrt so the dtype is kept.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k must have the same last-axis size")
    return (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
