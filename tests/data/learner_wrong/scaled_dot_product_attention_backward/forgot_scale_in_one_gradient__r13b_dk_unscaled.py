# WRONG: dK = dS^T Q is missing the 1/sqrt(d) factor (dQ is scaled correctly).
import math
import numpy as np


class _Ctx:
    pass


def _forward(q, k, v, mask):
    c = _Ctx()
    c.scale = 1.0 / math.sqrt(q.shape[-1])
    s = q @ k.swapaxes(-1, -2) * c.scale
    allow = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(allow, s, -np.inf)
    m = np.where(allow.any(-1, keepdims=True), s.max(-1, keepdims=True), 0.0)
    e = np.where(allow, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    c.p = e / np.where(z > 0, z, 1.0)
    return c


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = _forward(q, k, v, mask)
    p = c.p
    dv = p.swapaxes(-1, -2) @ grad_out
    dp = grad_out @ v.swapaxes(-1, -2)
    ds = p * (dp - (p * dp).sum(-1, keepdims=True))
    dq = ds @ k * c.scale
    dk = ds.swapaxes(-1, -2) @ q
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
