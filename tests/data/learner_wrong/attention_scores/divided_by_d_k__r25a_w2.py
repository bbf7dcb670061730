# MISTAKE: Divides the dot products by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2)
    return (s / d_k).astype(s.dtype, copy=False)
