# SOURCE: https://github.com/openai/gpt-2/issues/49
# BUG: The scores are scaled by rsqrt(dim of the values) instead of rsqrt(dim of the keys)
#      (same thing when d_v == d_k, wrong when they differ).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    d_v = v.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_v).astype(q.dtype)   # d_v, not d_k (the bug)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = np.sum(e, axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    out = (weights @ v).astype(q.dtype, copy=False)
    return out, weights
