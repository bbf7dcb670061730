# MISTAKE: the softmax denominator sums over axis=-2 (the query axis) instead of the key axis -1, so the weight rows do not sum to 1 (columns do).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = (np.asarray(t) for t in (q, k, v))
    s = np.einsum('...qd,...kd->...qk', q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-2, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum('...qk,...kd->...qd', w, v)
    dt = np.result_type(q, k, v)
    return out.astype(dt), w.astype(dt)
