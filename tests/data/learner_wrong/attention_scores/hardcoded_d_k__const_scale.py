# mistake: hard-coded d_k = 64 (the paper's head size) instead of q.shape[-1]
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    return (q @ np.swapaxes(k, -1, -2) / np.sqrt(64)).astype(q.dtype)
