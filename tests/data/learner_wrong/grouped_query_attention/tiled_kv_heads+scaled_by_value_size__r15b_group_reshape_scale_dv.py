# WRONG: reshapes q as (b, g, kv, q, d) (group axis outer = tile map h % num_kv_heads) instead of (b, kv, g, q, d), AND scales by 1/sqrt(d_v) instead of 1/sqrt(head_dim).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, d = q.shape
    nkv, tk = k.shape[1], k.shape[2]
    if nh % nkv:
        raise ValueError("GQA needs num_heads % num_kv_heads == 0")
    g = nh // nkv
    dv = v.shape[-1]
    qg = q.reshape(b, g, nkv, tq, d)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) / np.sqrt(dv)
    s = s.reshape(b, nh, tq, tk)
    if mask is not None:
        mk = np.broadcast_to(mask, s.shape)
        s = np.where(mk, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    p = np.where(z == 0, 0, p / np.where(z == 0, 1, z))
    o = np.einsum("bgnqk,bnkv->bgnqv", p.reshape(b, g, nkv, tq, tk), v).reshape(b, nh, tq, dv)
    return o.astype(q.dtype), p.astype(q.dtype)
