import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hk, tk = k.shape[1], k.shape[2]
    if Hk == 0 or H % Hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hk
    qg = q.reshape(b, Hk, g, tq, d)
    s = np.einsum("bkgqd,bktd->bkgqt", qg, k).reshape(b, H, tq, tk) / np.sqrt(q.dtype.type(d))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    out = np.einsum("bkgqt,bktv->bkgqv", w.reshape(b, Hk, g, tq, tk), v).reshape(b, H, tq, v.shape[-1])
    return out.astype(q.dtype), w.astype(q.dtype)
