import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(d_k)
    if mask is None:
        allowed = np.ones(scores.shape, dtype=bool)
    else:
        mask = np.asarray(mask, dtype=bool)
        shape = np.broadcast_shapes(scores.shape, mask.shape)
        scores = np.broadcast_to(scores, shape)
        allowed = np.broadcast_to(mask, shape)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(scores - m), 0)
    s = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, 1)
    out = weights @ v
    dt = np.result_type(q.dtype, k.dtype, v.dtype)
    return out.astype(dt, copy=False), weights.astype(dt, copy=False)
