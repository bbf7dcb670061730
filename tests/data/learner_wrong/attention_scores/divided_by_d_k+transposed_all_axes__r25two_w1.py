# MISTAKE: Uses k.T, which reverses ALL axes of a batched k (batch and head axes too), instead of swapping only the last two axes.
# MISTAKE: Divides by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    return q @ k.T / d_k
