# MISTAKE: The softmax backward drops the row-sum term: dS = P * dP instead of P * (dP - sum(dP * P, -1)).
# MISTAKE: dk is missing the 1/sqrt(d) factor (dk = dS^T q).
import math

import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / math.sqrt(d)
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is None:
        allowed = np.ones(s.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    tot = e.sum(axis=-1, keepdims=True)
    p = e / np.where(tot > 0, tot, 1)

    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * dp
    dq = (ds @ k) * scale
    dk = np.swapaxes(ds, -1, -2) @ q
    return (dq.astype(q.dtype, copy=False), dk.astype(k.dtype, copy=False),
            dv.astype(v.dtype, copy=False))
