# MISTAKE: K/V are expanded with broadcast_to(k[:, None], (B, g, Hkv, ...)).reshape(B, H, ...), which lays the heads out as kv = h % num_kv_heads (np.tile order) instead of the contiguous groups kv = h // g.
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    _, Hkv, Lk, _ = k.shape
    Dv = v.shape[-1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv

    # expand kv heads without copying, then fold the group axis into the head axis
    k_e = np.broadcast_to(k[:, None], (B, g, Hkv, Lk, D)).reshape(B, H, Lk, D)
    v_e = np.broadcast_to(v[:, None], (B, g, Hkv, Lk, Dv)).reshape(B, H, Lk, Dv)

    s = np.einsum('bhqd,bhkd->bhqk', q, k_e) / math.sqrt(D)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    w = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    return np.einsum('bhqk,bhkd->bhqd', w, v_e).astype(q.dtype), w.astype(q.dtype)
