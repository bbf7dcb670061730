# mistake: scales by sqrt(d_v) (the value size) instead of sqrt(d_k)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(v.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
