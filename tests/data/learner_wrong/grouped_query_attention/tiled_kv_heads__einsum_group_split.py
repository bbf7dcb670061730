# mistake: q heads reshaped as (g, num_kv_heads) instead of (num_kv_heads, g): the tiled map in einsum form
import numpy as np
def grouped_query_attention(q, k, v, mask=None):
    b, nh, ql, d = q.shape
    nkv = k.shape[1]
    if nh % nkv:
        raise ValueError
    g = nh // nkv
    qg = q.reshape(b, g, nkv, ql, d)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) / np.sqrt(d)
    s = s.reshape(b, nh, ql, -1)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    out = np.einsum("bgnqk,bnkv->bgnqv", w.reshape(b, g, nkv, ql, -1), v).reshape(b, nh, ql, -1)
    return out.astype(q.dtype), w
