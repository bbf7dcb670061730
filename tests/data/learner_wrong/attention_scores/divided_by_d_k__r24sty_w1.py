# MISTAKE: the dot products are divided by d_k itself instead of by sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("q and k must have the same last axis")
    # contract the feature axis; tensordot would mix batch axes, so use matmul on a swapped view
    dots = np.matmul(q, np.swapaxes(k, -1, -2))
    temperature = d_k
    return dots / np.asarray(temperature, dtype=dots.dtype)
