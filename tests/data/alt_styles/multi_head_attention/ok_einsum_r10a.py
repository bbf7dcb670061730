import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    B, Tq, _ = x_q.shape
    Tk = x_kv.shape[1]
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd)
    s = np.einsum('bqhd,bkhd->bhqk', q, k) / np.asarray(np.sqrt(hd), dtype=q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.asarray(-np.inf, dtype=s.dtype))
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), np.zeros_like(m), m)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum('bhqk,bkhd->bqhd', w, v).reshape(B, Tq, d_model)
    return ctx @ w_o, w
