import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    scores = scores.astype(dtype, copy=False)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(dtype, copy=False)
    out = (weights @ v).astype(dtype, copy=False)
    return out, weights
