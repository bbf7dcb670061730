import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    # mistake: scores scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (einsum style)
    b, tq, d = x_q.shape
    if d % num_heads != 0:
        raise ValueError("bad heads")
    hd = d // num_heads
    tk = x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d).astype(x_q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z == 0, 1, z)
    o = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(b, tq, d)
    return o @ w_o, w
