# WRONG: scales scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim) AND merges heads with a plain reshape (no transpose back), mixing tokens
import numpy as np
import math

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, ql, d_model = x_q.shape
    kl = x_kv.shape[1]
    if d_model % num_heads:
        raise ValueError("bad heads")
    hd = d_model // num_heads
    q = (x_q @ w_q).reshape(b, ql, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, kl, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, kl, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(d_model)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    out = (w @ v).reshape(b, ql, d_model)
    return out @ w_o, w
