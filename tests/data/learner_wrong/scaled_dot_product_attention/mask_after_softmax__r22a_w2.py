# MISTAKE: The mask is applied AFTER the softmax (weights * mask) instead of setting masked scores to -inf before it, so the remaining weights are not renormalised and rows no longer sum to 1.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
    e = np.exp(scores - np.max(scores, axis=-1, keepdims=True))
    weights = e / np.sum(e, axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * np.asarray(mask, dtype=bool)   # zero out blocked keys
    out = weights @ v
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)
