import math

import numpy as np


def _split(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, n, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, n, h * hd)


def _safe_softmax(s):
    m = s.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return e / np.where(z == 0, 1, z)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    dt = x_q.dtype
    head_dim = d_model // num_heads
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    scores = (q @ k.swapaxes(-1, -2)) * (1.0 / math.sqrt(head_dim))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = _safe_softmax(scores).astype(dt, copy=False)
    out = _merge(weights @ v) @ w_o
    return out.astype(dt, copy=False), weights
