import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    scale = 1.0 / math.sqrt(q.shape[-1])
    kT = np.swapaxes(k, -1, -2)
    s = (q @ kT) * scale
    if mask is not None:
        allow = np.broadcast_to(np.asarray(mask, bool), s.shape)
    else:
        allow = np.ones(s.shape, bool)
    s = np.where(allow, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.where(allow, np.exp(s - mx), 0.0)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
