# MISTAKE: The query heads are grouped as q.reshape(batch, g, num_kv_heads, ...), so query head h uses K/V head h % num_kv_heads (the np.tile layout) instead of the contiguous h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    b, nh, ql, hd = q.shape
    nkv, kl = k.shape[1], k.shape[2]
    if nh % nkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = nh // nkv
    qg = q.reshape(b, g, nkv, ql, hd)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) / q.dtype.type(np.sqrt(hd))
    s = s.reshape(b, nh, ql, kl)
    if mask is not None:
        s = np.where(np.asarray(mask, bool), s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    out = np.einsum("bgnqk,bnkv->bgnqv", w.reshape(b, g, nkv, ql, kl), v)
    return out.reshape(b, nh, ql, v.shape[-1]), w
