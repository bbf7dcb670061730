# MISTAKE: Transposes k with k.T, which reverses ALL axes (batch and head axes too), not just the last two; correct only for 2-D inputs, wrong/raises for batched (batch, heads, k_len, d_k) keys.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    s = q @ k.T / math.sqrt(d_k)
    return s.astype(q.dtype, copy=False)
