# MISTAKE: the mask is applied after the softmax (weights * mask) instead of setting scores to -inf before it, so the masked keys' weight is dropped without renormalising and rows no longer sum to 1.
import math
import numpy as np


def _softmax(x):
    m = np.max(x, axis=-1, keepdims=True)
    e = np.exp(x - m)
    return e / np.sum(e, axis=-1, keepdims=True)


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    weights = _softmax(scores)
    if mask is not None:
        weights = weights * np.asarray(mask, dtype=weights.dtype)  # zero out disallowed keys
    return weights @ v, weights
