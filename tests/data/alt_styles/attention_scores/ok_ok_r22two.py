import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    d_k = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2)
    return (s / np.sqrt(d_k)).astype(q.dtype, copy=False)
