import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, hd = q.shape
    nkv, tk, dv = k.shape[1], k.shape[2], v.shape[-1]
    if nkv == 0 or nh % nkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = nh // nkv
    qg = q.reshape(b, nkv, g, tq, hd)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / np.float32(np.sqrt(hd)).astype(q.dtype)
    s = s.reshape(b, nh, tq, tk)
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0).astype(s.dtype)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(b, nkv, g, tq, tk), v).reshape(b, nh, tq, dv)
    return out, w
