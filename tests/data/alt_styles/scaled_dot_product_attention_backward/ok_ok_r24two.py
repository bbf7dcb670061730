import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / math.sqrt(q.shape[-1])
    s = (q @ np.swapaxes(k, -1, -2)) * c
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * c
    dk = (np.swapaxes(ds, -1, -2) @ q) * c
    dt = q.dtype
    return dq.astype(dt, copy=False), dk.astype(dt, copy=False), dv.astype(dt, copy=False)
