# MISTAKE: Divides the scores by d_k instead of sqrt(d_k) (over-scales: scores are sqrt(d_k) times too small).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    s = (q @ np.swapaxes(k, -1, -2)) / d_k
    return s.astype(q.dtype, copy=False)
