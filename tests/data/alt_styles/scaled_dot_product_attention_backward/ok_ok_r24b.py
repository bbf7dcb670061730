import math

import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    grad_out = np.asarray(grad_out)
    dtype = q.dtype
    d = q.shape[-1]
    scale = 1.0 / math.sqrt(d)

    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is None:
        allowed = np.ones(s.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)

    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    return dq.astype(dtype, copy=False), dk.astype(dtype, copy=False), dv.astype(dtype, copy=False)
