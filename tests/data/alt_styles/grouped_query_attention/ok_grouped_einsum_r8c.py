import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, d = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    qg = q.reshape(B, Hkv, g, Lq, d)
    s = np.einsum("bkgqd,bktd->bkgqt", qg, k) / math.sqrt(d)
    s = s.reshape(B, H, Lq, Lk)
    if mask is not None:
        allowed = np.broadcast_to(mask, s.shape)
        s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bkgqt,bktv->bkgqv", w.reshape(B, Hkv, g, Lq, Lk), v)
    out = out.reshape(B, H, Lq, v.shape[-1])
    return out.astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)
