# MISTAKE: Uses k.T, which reverses ALL axes (batch and head axes too) instead of swapping only the last two; wrong for any batched input.
# MISTAKE: Divides by sqrt(k.shape[-2]) (the number of keys) instead of sqrt(d_k) = sqrt(q.shape[-1]).
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    scale = np.sqrt(k.shape[-2])
    return (q @ k.T) / scale
