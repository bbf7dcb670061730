# MISTAKE: The softmax is taken over axis -2 (the query axis) instead of the key axis -1, so columns sum to 1 instead of rows.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    m = np.max(scores, axis=-2, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)          # fully masked row: max is -inf
    e = np.exp(scores - m)
    s = np.sum(e, axis=-2, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    out = weights @ v
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)
