import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    return (w @ v).astype(q.dtype, copy=False), w
