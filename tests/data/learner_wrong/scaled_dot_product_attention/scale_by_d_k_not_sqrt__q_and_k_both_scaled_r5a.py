# mistake: divides q AND k by sqrt(d_k) (the scores end up divided by d_k)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.sqrt(q.shape[-1]).astype(q.dtype)
    scores = (q / s) @ np.swapaxes(k / s, -1, -2)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    return w @ v, w
