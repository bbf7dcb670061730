# mistake: integer square root (int(np.sqrt(d_k))): right only when d_k is a perfect square
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    scale = int(np.sqrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -1, -2) / scale).astype(q.dtype)
