import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    sc = 1.0 / np.sqrt(d)
    s = q @ np.swapaxes(k, -1, -2) * sc
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, -1, keepdims=True))
    dq = ds @ k * sc
    dk = np.swapaxes(ds, -1, -2) @ q * sc
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
