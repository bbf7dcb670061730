# WRONG: loop over query heads picks K/V head h // num_kv_heads instead of h // g (g = num_heads // num_kv_heads); same only when g == num_kv_heads.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    Lk = k.shape[2]
    allow = np.ones((B, H, Lq, Lk), bool) if mask is None else np.broadcast_to(mask, (B, H, Lq, Lk))
    out = np.empty((B, H, Lq, v.shape[-1]), dtype=q.dtype)
    wts = np.empty((B, H, Lq, Lk), dtype=q.dtype)
    for h in range(H):
        kv = h // Hkv
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) / math.sqrt(D)
        s = np.where(allow[:, h], s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0.0)
        e = np.where(allow[:, h], np.exp(s - m), 0.0)
        z = e.sum(-1, keepdims=True)
        p = e / np.where(z > 0, z, 1.0)
        wts[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, wts
