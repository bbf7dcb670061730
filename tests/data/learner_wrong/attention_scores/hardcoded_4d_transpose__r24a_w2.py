# MISTAKE: the transpose of k is hard-coded for 4-D (batch, heads, len, d) input with np.transpose(k, (0, 1, 3, 2)), so 2-D and 3-D inputs fail with an axes error.
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    k_t = np.transpose(k, (0, 1, 3, 2))  # (batch, heads, d_k, k_len)
    return (q @ k_t) / math.sqrt(d_k)
