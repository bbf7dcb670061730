import numpy as np


def _safe_softmax(s):
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    tot = e.sum(axis=-1, keepdims=True)
    return e / np.where(tot == 0, 1, tot)


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.einsum("...qd,...kd->...qk", q, k) * (1.0 / d_k ** 0.5)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _safe_softmax(scores).astype(q.dtype)
    out = np.einsum("...qk,...kv->...qv", w, v).astype(q.dtype)
    return out, w
