# MISTAKE: scale uses the value size: divides by sqrt(v.shape[-1]) (d_v) instead of sqrt(head_dim) of q/k (wrong only when d_v != head_dim).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = map(np.asarray, (q, k, v))
    B, H, Tq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("bad heads")
    g = H // Hkv
    qg = q.reshape(B, Hkv, g, Tq, D)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / np.sqrt(v.shape[-1])
    s = s.reshape(B, H, Tq, -1)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(B, Hkv, g, Tq, -1), v).reshape(B, H, Tq, -1)
    return out.astype(q.dtype), w.astype(q.dtype)
