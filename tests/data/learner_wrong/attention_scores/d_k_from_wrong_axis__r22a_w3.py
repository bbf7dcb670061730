# MISTAKE: Takes d_k from k.shape[-2] (the number of keys, k_len) instead of the feature size q.shape[-1]; the scale is right only when k_len happens to equal d_k.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    kt = np.swapaxes(k, -1, -2)          # (..., d_k, k_len)
    d_k = k.shape[-2]
    s = (q @ kt) / math.sqrt(d_k)
    return s.astype(q.dtype, copy=False)
