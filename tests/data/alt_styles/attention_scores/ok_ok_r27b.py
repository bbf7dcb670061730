# CORRECT: matmul against np.swapaxes(k, -1, -2), explicit d_k check, Python-float scale so float32 stays float32.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: {q.shape[-1]} vs {k.shape[-1]}")
    d_k = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2)
    s = s / math.sqrt(d_k)
    return s.astype(np.result_type(q, k), copy=False)
