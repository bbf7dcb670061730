"""Correct: query heads grouped under their K/V head, einsum, no repeat."""
import math
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    b, H, lq, d = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("groups")
    g = H // Hkv
    qg = q.reshape(b, Hkv, g, lq, d)            # query heads grouped under their K/V head
    s = np.einsum("bkgqd,bksd->bkgqs", qg, k) / math.sqrt(d)
    s = s.reshape(b, H, lq, k.shape[2])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    tot = e.sum(-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    out = np.einsum("bkgqs,bksd->bkgqd", w.reshape(b, Hkv, g, lq, -1), v).reshape(b, H, lq, v.shape[-1])
    return out.astype(q.dtype), w.astype(q.dtype)
