# MISTAKE: wrong scale -- divides the dot products by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    raw = q @ np.swapaxes(k, -1, -2)
    return raw / q.dtype.type(d_k)
