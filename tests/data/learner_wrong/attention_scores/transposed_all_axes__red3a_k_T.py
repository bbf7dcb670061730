# mistake: k.T reverses all axes (fine for 2-D, wrong with batch/heads)
import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError("mismatch")
    return np.matmul(q, k.T) / np.sqrt(d_k).astype(q.dtype)
