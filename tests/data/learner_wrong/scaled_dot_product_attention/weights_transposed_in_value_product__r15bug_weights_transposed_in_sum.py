# URL: https://github.com/ok1zjf/VASNet/issues/25
# Bug: output = (v^T @ weights)^T = weights^T @ v: softmax over keys but the weighted sum runs over the query axis (crashes when q_len != k_len); weights returned are correct.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) * q.dtype.type(1.0 / np.sqrt(d))
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
        scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype)
    y = np.swapaxes(np.swapaxes(v, -1, -2) @ w, -1, -2)
    return y.astype(q.dtype), w
