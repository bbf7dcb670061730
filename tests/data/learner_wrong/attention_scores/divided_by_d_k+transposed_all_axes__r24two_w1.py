# MISTAKE: Uses k.T, which reverses ALL axes of a batched k (batch and head axes too) instead of swapping only the last two.
# MISTAKE: Divides by d_k instead of sqrt(d_k).
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("d_k mismatch between q and k")
    return np.matmul(q, k.T) / d_k
