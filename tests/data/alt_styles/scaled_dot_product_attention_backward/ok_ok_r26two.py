# CORRECT: recompute P with a safe softmax, then dV, dP, dS (row-wise), dQ, dK with last-two-axis transposes.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    g = np.asarray(grad_out)
    dtype = np.result_type(q, k, v, g)
    c = 1.0 / math.sqrt(q.shape[-1])
    s = (q @ np.swapaxes(k, -1, -2)) * c
    if mask is None:
        allowed = np.ones(s.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    p = e / np.where(z > 0, z, 1.0)
    dv = np.swapaxes(p, -1, -2) @ g
    dp = g @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * c
    dk = (np.swapaxes(ds, -1, -2) @ q) * c
    return dq.astype(dtype), dk.astype(dtype), dv.astype(dtype)
