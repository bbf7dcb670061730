import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    dt = np.result_type(x_q, x_kv, w_q, w_k, w_v, w_o)

    def split(t):
        b, s, _ = t.shape
        return t.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)

    def merge(t):
        b, h, s, d = t.shape
        return t.transpose(0, 2, 1, 3).reshape(b, s, h * d)

    q = split(x_q @ w_q)
    k = split(x_kv @ w_k)
    v = split(x_kv @ w_v)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) * (1.0 / math.sqrt(hd))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, np.array(-np.inf, dtype=s.dtype))
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(s - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, np.ones_like(tot)), np.zeros_like(e))
    ctx = w @ v
    out = merge(ctx) @ w_o
    return out.astype(dt, copy=False), w.astype(dt, copy=False)
