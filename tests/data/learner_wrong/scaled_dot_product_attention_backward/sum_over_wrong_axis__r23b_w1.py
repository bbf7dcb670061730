# MISTAKE: the softmax-backward row sum is taken over axis=-2 (over the queries) instead of axis=-1 (over the keys of each query): dS = P * (dP - sum(dP * P, axis=-2)).
import math
import numpy as np


def _probs(q, k, mask):
    d = q.shape[-1]
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    else:
        allowed = np.ones(s.shape, dtype=bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    den = e.sum(axis=-1, keepdims=True)
    return e / np.where(den == 0, 1.0, den)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    g = np.asarray(grad_out)
    d = q.shape[-1]
    P = _probs(q, k, mask)
    dv = np.swapaxes(P, -1, -2) @ g
    dP = g @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-2, keepdims=True))
    dq = dS @ k / math.sqrt(d)
    dk = np.swapaxes(dS, -1, -2) @ q / math.sqrt(d)
    return (dq.astype(q.dtype, copy=False), dk.astype(k.dtype, copy=False),
            dv.astype(v.dtype, copy=False))
