# MISTAKE: the divisibility check uses the width of x_kv (d_kv) instead of d_model, so cross-attention with an encoder width not divisible by num_heads wrongly raises ValueError.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_in = x_kv.shape[-1]
    if d_in % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    B, Lq, _ = x_q.shape
    Lk = x_kv.shape[1]
    d_model = w_q.shape[1]
    hd = d_model // num_heads
    q = np.swapaxes((x_q @ w_q).reshape(B, Lq, num_heads, hd), 1, 2)
    k = np.swapaxes((x_kv @ w_k).reshape(B, Lk, num_heads, hd), 1, 2)
    v = np.swapaxes((x_kv @ w_v).reshape(B, Lk, num_heads, hd), 1, 2)
    att = np.einsum("bhid,bhjd->bhij", q, k) / float(np.sqrt(hd))
    if mask is not None:
        att = np.where(mask, att, -np.inf)
    m = att.max(-1, keepdims=True)
    m = np.where(m == -np.inf, 0.0, m)
    p = np.exp(att - m)
    tot = p.sum(-1, keepdims=True)
    w = np.where(tot > 0, p / np.where(tot > 0, tot, 1.0), 0.0)
    ctx = np.einsum("bhij,bhjd->bhid", w, v)
    out = np.swapaxes(ctx, 1, 2).reshape(B, Lq, d_model) @ w_o
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
