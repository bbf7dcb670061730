import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    d_k = q.shape[-1]
    scores = np.einsum("...qd,...kd->...qk", q, k) * dt.type(1.0 / np.sqrt(d_k))
    if mask is not None:
        m = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
        scores = np.where(m, scores, -np.inf)
    else:
        m = np.ones(scores.shape, dtype=bool)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0)
    e = np.where(m, np.exp(scores - row_max), 0).astype(dt)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    out = np.einsum("...qk,...kd->...qd", w, v).astype(dt)
    return out, w
