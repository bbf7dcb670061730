import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    b, nh, ql, d = q.shape
    nkv = k.shape[1]
    if nh % nkv != 0:
        raise ValueError
    g = nh // nkv
    qg = q.reshape(b, nkv, g, ql, d)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / np.sqrt(d)
    s = s.reshape(b, nh, ql, k.shape[2])
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.nan_to_num(mx, neginf=0.0)
    e = np.exp(s - mx)
    tot = e.sum(-1, keepdims=True)
    w = e / np.maximum(tot, 1e-300) if e.dtype == np.float64 else e / np.maximum(tot, np.finfo(e.dtype).tiny)
    w = w.astype(q.dtype)
    out = np.einsum("bngqk,bnkv->bngqv", w.reshape(b, nkv, g, ql, -1), v).reshape(b, nh, ql, v.shape[-1])
    return out.astype(q.dtype), w
