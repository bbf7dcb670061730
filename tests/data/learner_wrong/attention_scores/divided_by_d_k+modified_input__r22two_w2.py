# MISTAKE: Divides by d_k instead of sqrt(d_k).
# MISTAKE: Scales q in place (q /= ...), which modifies the caller's query array.
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    q /= d_k
    return np.matmul(q, np.swapaxes(k, -1, -2))
