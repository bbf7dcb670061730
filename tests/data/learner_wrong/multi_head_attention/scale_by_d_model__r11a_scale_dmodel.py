# WRONG: scales the per-head scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim) — visible only with num_heads > 1.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("bad num_heads")
    hd = d_model // num_heads

    def split(t):
        return t.reshape(t.shape[0], t.shape[1], num_heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d_model)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype)
    m = np.max(s, axis=-1, keepdims=True)
    m[np.isneginf(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(s.dtype)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return o @ w_o, w
