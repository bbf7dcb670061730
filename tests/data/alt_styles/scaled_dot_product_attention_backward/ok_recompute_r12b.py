import math
import numpy as np


def _T(a):
    return np.swapaxes(a, -1, -2)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    c = 1.0 / math.sqrt(q.shape[-1])
    s = (q @ _T(k)) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    dv = _T(p) @ grad_out
    dp = grad_out @ _T(v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = (ds @ k) * c
    dk = (_T(ds) @ q) * c
    return dq.astype(dt, copy=False), dk.astype(dt, copy=False), dv.astype(dt, copy=False)
