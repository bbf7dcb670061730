import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    hd = d_model // num_heads
    dt = np.result_type(x_q, w_q)
    q = np.einsum("bsd,de->bse", x_q, w_q)
    k = np.einsum("bsd,de->bse", x_kv, w_k)
    v = np.einsum("bsd,de->bse", x_kv, w_v)
    B, Lq, _ = q.shape
    Lk = k.shape[1]
    qh = q.reshape(B, Lq, num_heads, hd)
    kh = k.reshape(B, Lk, num_heads, hd)
    vh = v.reshape(B, Lk, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", qh, kh) * dt.type(1.0 / np.sqrt(hd))
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), s.shape)
    else:
        allowed = np.ones(s.shape, dtype=bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(dt)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, vh).reshape(B, Lq, d_model)
    out = (ctx @ w_o).astype(dt)
    return out, w
