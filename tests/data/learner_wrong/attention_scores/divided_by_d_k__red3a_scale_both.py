# mistake: scales q AND k by 1/sqrt(d_k), i.e. divides the scores by d_k (catalogued, other style)
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k")
    c = 1.0 / np.sqrt(q.shape[-1])
    qs = q * c.item()
    ks = k * c.item()
    return qs @ np.swapaxes(ks, -1, -2)
