import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v); g = np.asarray(grad_out)
    dt = q.dtype
    sc = dt.type(1.0 / math.sqrt(q.shape[-1]))
    T = lambda a: np.swapaxes(a, -1, -2)
    s = (q @ T(k)) * sc
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, bool), s.shape)
        s = np.where(allowed, s, -np.inf)
    else:
        allowed = np.ones(s.shape, bool)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.where(allowed, np.exp(s - mx), 0)
    z = e.sum(-1, keepdims=True)
    p = (e / np.where(z > 0, z, 1)).astype(dt)
    dv = T(p) @ g
    dp = g @ T(v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = (ds @ k) * sc
    dk = (T(ds) @ q) * sc
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
