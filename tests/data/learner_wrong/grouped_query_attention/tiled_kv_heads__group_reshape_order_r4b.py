# WRONG: groups query heads as q.reshape(batch, g, num_kv_heads, ...) (head h -> K/V head h % num_kv_heads, the np.tile mapping written with a reshape) instead of (batch, num_kv_heads, g, ...). Everything else right.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if H % Hkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = H // Hkv
    qg = q.reshape(B, g, Hkv, Lq, D)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k).reshape(B, H, Lq, Lk) / q.dtype.type(np.sqrt(D))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    out = np.einsum("bgnqk,bnkd->bgnqd", w.reshape(B, g, Hkv, Lq, Lk), v).reshape(B, H, Lq, v.shape[-1])
    return out, w
