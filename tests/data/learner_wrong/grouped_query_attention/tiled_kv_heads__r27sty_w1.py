# MISTAKE: q is reshaped to (batch, g, kv_heads, ...) instead of (batch, kv_heads, g, ...), so query head h uses K/V head h % num_kv_heads (the np.tile layout) rather than h // g.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    qg = q.reshape(B, g, Hkv, Lq, D)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) * (1.0 / math.sqrt(D))
    s = s.reshape(B, H, Lq, Lk)
    if mask is not None:
        s = np.broadcast_to(np.where(np.asarray(mask, dtype=bool), s, -np.inf), (B, H, Lq, Lk))
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    ex = np.exp(s - top)
    den = ex.sum(axis=-1, keepdims=True)
    w = (ex / np.where(den > 0, den, 1.0)).astype(q.dtype, copy=False)
    out = np.einsum("bgnqk,bnkv->bgnqv", w.reshape(B, g, Hkv, Lq, Lk), v)
    return out.reshape(B, H, Lq, v.shape[-1]), w
