# wrong (three at once): heads split and merged by a plain reshape (no transpose), scores scaled by 1/sqrt(d_model)
import numpy as np
def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, lq, d = x_q.shape[0], x_q.shape[1], w_q.shape[-1]
    lk = x_kv.shape[1]
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, num_heads, lq, hd)
    k = (x_kv @ w_k).reshape(b, num_heads, lk, hd)
    v = (x_kv @ w_v).reshape(b, num_heads, lk, hd)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d).astype(x_q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, -1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = (w @ v).reshape(b, lq, d) @ w_o
    return o.astype(x_q.dtype), w.astype(x_q.dtype)
