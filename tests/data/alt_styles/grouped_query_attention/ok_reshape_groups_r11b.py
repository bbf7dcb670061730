import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hkv, tk = k.shape[1], k.shape[2]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    qg = q.reshape(b, Hkv, g, tq, d)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) * (1.0 / math.sqrt(d))
    s = s.reshape(b, H, tq, tk)
    if mask is None:
        allowed = np.ones((1, 1, 1, 1), bool)
    else:
        allowed = np.asarray(mask, bool)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z > 0, z, 1.0)).astype(q.dtype)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(b, Hkv, g, tq, tk), v).reshape(b, H, tq, v.shape[-1])
    return out.astype(q.dtype), w
