import math
import numpy as np


def _t(a):
    return np.swapaxes(a, -1, -2)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    s = (q @ _t(k)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = _t(p) @ grad_out
    dp = grad_out @ _t(v)
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (_t(ds) @ q) * scale
    dt = q.dtype
    return dq.astype(dt, copy=False), dk.astype(dt, copy=False), dv.astype(dt, copy=False)
