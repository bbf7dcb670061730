# MISTAKE: scales the scores by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(d_k) (q.shape[-1]).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dim = v.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -2, -1)) / np.sqrt(dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    safe = np.where(np.isfinite(mx), mx, 0)
    ex = np.exp(scores - safe)
    tot = ex.sum(-1, keepdims=True)
    weights = np.where(tot > 0, ex / np.where(tot > 0, tot, 1), 0).astype(q.dtype)
    return np.matmul(weights, v).astype(q.dtype), weights
