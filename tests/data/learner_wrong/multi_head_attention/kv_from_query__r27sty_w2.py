# MISTAKE: keys and values are projected from x_q instead of x_kv (k = x_q @ w_k, v = x_q @ w_v), which is only right for self-attention.
import math
import numpy as np


def _split(t, h):
    b, n, d = t.shape
    return t.reshape(b, n, h, d // h).transpose(0, 2, 1, 3)


def _merge(t):
    b, h, n, hd = t.shape
    return t.transpose(0, 2, 1, 3).reshape(b, n, h * hd)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    q, k, v = (_split(x_q @ w, num_heads) for w in (w_q, w_k, w_v))
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(scores - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    weights = e / np.maximum(tot, np.finfo(e.dtype).tiny)
    return _merge(weights @ v) @ w_o, weights
