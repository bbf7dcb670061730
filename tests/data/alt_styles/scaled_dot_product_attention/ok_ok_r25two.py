import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    out = (w @ v).astype(q.dtype, copy=False)
    return out, w
