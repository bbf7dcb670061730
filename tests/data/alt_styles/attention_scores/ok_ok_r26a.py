# CORRECT: matmul against swapaxes(k, -1, -2), scaled by a Python-float 1/sqrt(d_k) so float32 stays float32.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
