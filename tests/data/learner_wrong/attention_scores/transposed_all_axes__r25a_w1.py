# MISTAKE: Transposes the keys with k.T, which reverses all axes (batch and heads too), instead of swapping only the last two axes.
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    s = q @ k.T
    return (s / np.sqrt(d_k)).astype(s.dtype, copy=False)
