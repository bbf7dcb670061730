# mistake: scales q in place (q /= sqrt(d_k)) before the product: modifies the caller's q; values right
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k mismatch")
    q /= q.dtype.type(np.sqrt(q.shape[-1]))
    return q @ np.swapaxes(k, -1, -2)
