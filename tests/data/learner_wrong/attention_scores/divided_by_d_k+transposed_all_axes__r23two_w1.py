# MISTAKE: Uses k.T, which reverses ALL axes of k (batch and head axes too), instead of swapping only the last two axes.
# MISTAKE: Divides by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    d_k = q.shape[-1]
    return (q @ k.T) / d_k
