import numpy as np
import math

def _split(t, h):
    b, s, d = t.shape
    return t.reshape(b, s, h, d // h).transpose(0, 2, 1, 3)

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    q = _split(x_q @ w_q, num_heads)
    k = _split(x_kv @ w_k, num_heads)
    v = _split(x_kv @ w_v, num_heads)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype, copy=False)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = e / np.where(z > 0, z, 1)
    ctx = w @ v
    b, h, ql, _ = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, ql, h * hd)
    return merged @ w_o, w
