import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    sc = 1.0 / np.sqrt(q.shape[-1])
    T = lambda a: np.swapaxes(a, -1, -2)
    s = (q @ T(k)) * sc
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    dv = T(p) @ grad_out
    dp = grad_out @ T(v)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * sc
    dk = T(ds) @ q * sc
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
