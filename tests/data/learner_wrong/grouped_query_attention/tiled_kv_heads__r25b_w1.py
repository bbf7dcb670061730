# MISTAKE: Query head h is mapped to K/V head h % num_kv_heads (the np.tile / interleaved layout) instead of the contiguous h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    B, H, Lq, d = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    scale = 1.0 / np.sqrt(d)
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), (B, H, Lq, Lk))
    out = np.zeros((B, H, Lq, v.shape[-1]), dtype=q.dtype)
    weights = np.zeros((B, H, Lq, Lk), dtype=q.dtype)
    for h in range(H):
        kv = h % Hkv                                   # which K/V head serves query head h
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) * scale   # (B, Lq, Lk)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        mx = s.max(axis=-1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0.0)
        e = np.exp(s - mx)
        z = e.sum(axis=-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
