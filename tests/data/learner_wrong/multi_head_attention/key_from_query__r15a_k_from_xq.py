# wrong: keys are projected from x_q instead of x_kv (k = x_q @ w_k) -> cross-attention breaks (wrong keys; shape errors when q_len != k_len or d_kv != d_model)
import math
import numpy as np


def _heads(t, h):
    b, s, d = t.shape
    return np.moveaxis(t.reshape(b, s, h, d // h), 2, 1)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    q = _heads(x_q @ w_q, num_heads)
    k = _heads(x_q @ w_k, num_heads)
    v = _heads(x_kv @ w_v, num_heads)
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    o = np.moveaxis(w @ v, 1, 2)
    o = o.reshape(o.shape[0], o.shape[1], d_model) @ w_o
    return o, w
