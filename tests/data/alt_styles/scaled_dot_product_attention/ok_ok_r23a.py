import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, np.array(-np.inf, dtype=scores.dtype))
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, np.ones_like(s))
    return np.matmul(weights, v), weights
