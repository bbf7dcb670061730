import numpy as np


def attention_scores(q, k):
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError("bad shapes")
    return q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-2])
