import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(d_k)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    w = w.astype(q.dtype)
    out = np.einsum("...qk,...kd->...qd", w, v).astype(q.dtype)
    return out, w
