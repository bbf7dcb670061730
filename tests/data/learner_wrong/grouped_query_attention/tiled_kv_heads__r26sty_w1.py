# MISTAKE: the query heads are reshaped as (batch, group, kv_heads, ...) so query head h uses K/V head h % num_kv_heads (tile order) instead of the contiguous h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, Lq, d = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    qg = q.reshape(b, g, Hkv, Lq, d)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) / np.sqrt(d)
    if mask is not None:
        m = np.broadcast_to(np.asarray(mask, dtype=bool), (b, H, Lq, Lk)).reshape(b, g, Hkv, Lq, Lk)
        s = np.where(m, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    out = np.einsum("bgnqk,bnkv->bgnqv", w, v)
    dt = q.dtype
    return out.reshape(b, H, Lq, -1).astype(dt), w.reshape(b, H, Lq, Lk).astype(dt)
