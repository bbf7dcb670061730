# MISTAKE: Masks after the softmax (softmax of the unmasked scores, multiply by the mask, renormalise) instead of setting -inf before it; when a masked key has a much larger score than the allowed ones, the allowed weights underflow and the row comes out 0 instead of summing to 1.
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    e = np.exp(scores - np.max(scores, axis=-1, keepdims=True))
    weights = e / np.sum(e, axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * np.asarray(mask, dtype=bool)
        s = np.sum(weights, axis=-1, keepdims=True)
        weights = weights / np.where(s > 0, s, np.ones_like(s))
    return np.matmul(weights, v), weights
