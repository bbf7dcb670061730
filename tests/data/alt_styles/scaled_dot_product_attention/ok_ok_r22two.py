import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    out = w @ v
    return out.astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)
