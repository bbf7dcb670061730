# WRONG: no guard for a fully masked row: max is -inf, -inf - -inf = NaN, so weights and output of that row are NaN
import numpy as np
import math

def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -2, -1) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w /= w.sum(axis=-1, keepdims=True)
    return w @ v, w
