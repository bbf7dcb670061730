# WRONG: groups query heads with q.reshape(b, g, kv, ...) (head h -> K/V head h % kv, i.e. tile order) instead of (b, kv, g, ...) AND returns float64 for float32 inputs (float32 * np.float64 scale).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    kv = k.shape[1]
    if H % kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // kv
    scale = 1 / np.sqrt(d)
    qg = q.reshape(b, g, kv, tq, d)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) * scale
    s = s.reshape(b, H, tq, k.shape[2])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    p = np.where(den > 0, p / np.where(den > 0, den, 1), 0)
    o = np.einsum("bgnqk,bnkv->bgnqv", p.reshape(b, g, kv, tq, -1), v).reshape(b, H, tq, -1)
    return o, p
