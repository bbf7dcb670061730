import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must share d_k")
    s = np.matmul(q, np.swapaxes(k, -1, -2))
    s /= np.sqrt(q.shape[-1])
    return s
