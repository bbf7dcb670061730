import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    # mistake: scale by 1/sqrt(d_v) (value width) instead of 1/sqrt(head_dim), einsum over groups
    b, nh, tq, hd = q.shape
    nkv, tk, dv = k.shape[1], k.shape[2], v.shape[-1]
    if nh % nkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = nh // nkv
    qg = q.reshape(b, nkv, g, tq, hd)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / np.sqrt(dv)
    s = s.reshape(b, nh, tq, tk)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(b, nkv, g, tq, tk), v).reshape(b, nh, tq, dv)
    return out.astype(q.dtype), w.astype(q.dtype)
