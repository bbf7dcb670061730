import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf).astype(scores.dtype, copy=False)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    weights = np.zeros_like(e)
    np.divide(e, tot, out=weights, where=tot > 0)
    return weights @ v, weights
