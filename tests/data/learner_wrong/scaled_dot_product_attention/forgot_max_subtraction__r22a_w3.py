# MISTAKE: The softmax does not subtract the row maximum before np.exp, so large scores (hundreds or more) overflow to inf and give NaN weights; fine for small scores only.
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
    e = np.exp(scores)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    out = weights @ v
    return out.astype(dtype, copy=False), weights.astype(dtype, copy=False)
