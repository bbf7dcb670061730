import math
import numpy as np


def _probs(s):
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isneginf(top), 0.0, top)
    e = np.exp(s - top)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def _backward_2d(q, k, v, g, m):
    # one (q_len, k_len) problem at a time, everything in float64
    scale = 1.0 / math.sqrt(q.shape[-1])
    s = q @ k.T * scale
    if m is not None:
        s = np.where(m, s, -np.inf)
    p = _probs(s)
    dv = p.T @ g
    dp = g @ v.T
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = ds @ k * scale
    dk = ds.T @ q * scale
    return dq, dk, dv


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = np.result_type(q, k, v, grad_out)
    q64, k64, v64, g64 = (np.asarray(t, dtype=np.float64) for t in (q, k, v, grad_out))
    lead = q64.shape[:-2]
    m = None
    if mask is not None:
        m = np.broadcast_to(np.asarray(mask, bool), lead + (q64.shape[-2], k64.shape[-2]))
    dq = np.zeros(q64.shape)
    dk = np.zeros(k64.shape)
    dv = np.zeros(v64.shape)
    for idx in np.ndindex(*lead):
        dq[idx], dk[idx], dv[idx] = _backward_2d(q64[idx], k64[idx], v64[idx], g64[idx], None if m is None else m[idx])
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)
