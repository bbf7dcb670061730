import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    d_k = q.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q, k) / dt.type(np.sqrt(d_k))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, dt.type(-np.inf))
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, dt.type(0))
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("...qk,...kd->...qd", w, v)
    return out.astype(dt, copy=False), w.astype(dt, copy=False)
