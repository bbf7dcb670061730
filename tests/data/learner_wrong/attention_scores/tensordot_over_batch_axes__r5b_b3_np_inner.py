# mistake: np.inner(q, k) contracts the last axes but pairs every batch/head of q with every batch/head of k
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    return np.inner(q, k) / q.dtype.type(np.sqrt(q.shape[-1]))
