# MISTAKE: the softmax exponentiates the raw scores without subtracting the row maximum, so large scores (hundreds or more) overflow to inf and give NaN weights.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf).astype(scores.dtype, copy=False)
    e = np.exp(scores)                       # exp(-inf) = 0 for masked keys
    denom = e.sum(axis=-1, keepdims=True)
    weights = e / np.where(denom == 0, 1, denom)   # fully masked row -> zeros
    return weights @ v, weights
