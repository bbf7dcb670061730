import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    b, tq, _ = x_q.shape
    tk = x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0).astype(x_q.dtype)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, tq, d_model)
    return (ctx @ w_o).astype(x_q.dtype), w
