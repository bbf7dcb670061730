# MISTAKE: The output and weight buffers are preallocated with np.zeros(shape) without a dtype, so float32 inputs come back as float64 (the dtype is not kept).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    B, H, Lq, d = q.shape
    Hkv, Lk, dv = k.shape[1], k.shape[2], v.shape[3]
    if H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), (B, H, Lq, Lk))
    out = np.zeros((B, H, Lq, dv))
    weights = np.zeros((B, H, Lq, Lk))
    for h in range(H):
        kv = h // g
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) / np.sqrt(d)
        if mask is not None:
            s = np.where(mask[:, h], s, -np.inf)
        mx = np.max(s, axis=-1, keepdims=True)
        mx[~np.isfinite(mx)] = 0.0
        e = np.exp(s - mx)
        z = e.sum(axis=-1, keepdims=True)
        np.divide(e, z, out=weights[:, h], where=z > 0)
        out[:, h] = weights[:, h] @ v[:, kv]
    return out, weights
