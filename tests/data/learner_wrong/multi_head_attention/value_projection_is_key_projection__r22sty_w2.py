# MISTAKE: copy-paste slip in the projections: the values are computed with w_k (v = x_kv @ w_k) instead of w_v.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    proj = lambda x, w: np.einsum("bsd,de->bse", x, w)
    split = lambda t: np.einsum("bshd->bhsd", t.reshape(t.shape[0], t.shape[1], num_heads, hd))
    q = split(proj(x_q, w_q))
    k = split(proj(x_kv, w_k))
    v = split(proj(x_kv, w_k))
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    ctx = np.einsum("bhqk,bhkd->bqhd", w, v).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return np.einsum("bsd,de->bse", ctx, w_o).astype(x_q.dtype), w.astype(x_q.dtype)
