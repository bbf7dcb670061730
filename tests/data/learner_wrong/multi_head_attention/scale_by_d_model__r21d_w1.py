# MISTAKE: scale constant: divides scores by sqrt(d_model) instead of sqrt(head_dim) (right only with one head).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q); x_kv = np.asarray(x_kv)
    D = w_q.shape[1]
    if D % num_heads:
        raise ValueError("bad heads")
    hd = D // num_heads
    q = np.einsum("bsd,de->bse", x_q, w_q).reshape(x_q.shape[0], -1, num_heads, hd)
    k = np.einsum("bsd,de->bse", x_kv, w_k).reshape(x_kv.shape[0], -1, num_heads, hd)
    v = np.einsum("bsd,de->bse", x_kv, w_v).reshape(x_kv.shape[0], -1, num_heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(D)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum("bhqk,bkhd->bqhd", w, v).reshape(x_q.shape[0], -1, D)
    out = np.einsum("bse,ef->bsf", ctx, w_o)
    return out.astype(x_q.dtype), w.astype(x_q.dtype)
