# MISTAKE: Subtracts the global maximum of the whole score array (np.max over all axes) instead of each row's maximum; a row whose scores are far below the global maximum (e.g. another batch item scores in the hundreds) underflows to all zeros instead of summing to 1.
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, np.array(-np.inf, dtype=scores.dtype))
    finite = scores[np.isfinite(scores)]
    m = finite.max() if finite.size else 0.0
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = e / np.where(s > 0, s, np.ones_like(s))
    return np.matmul(weights, v), weights
