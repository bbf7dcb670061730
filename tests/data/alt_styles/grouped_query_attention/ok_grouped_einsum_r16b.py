import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, d = q.shape
    Hk = k.shape[1]
    if H % Hk:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = H // Hk
    qg = q.reshape(B, Hk, g, Tq, d)
    s = np.einsum('bngqd,bnkd->bngqk', qg, k).reshape(B, H, Tq, k.shape[2])
    s = s / q.dtype.type(np.sqrt(d))
    if mask is None:
        keep = np.ones(s.shape, bool)
    else:
        keep = np.broadcast_to(np.asarray(mask, bool), s.shape)
    s = np.where(keep, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(keep, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    out = np.einsum('bngqk,bnkd->bngqd', w.reshape(B, Hk, g, Tq, -1), v).reshape(B, H, Tq, v.shape[-1])
    return out.astype(q.dtype), w
