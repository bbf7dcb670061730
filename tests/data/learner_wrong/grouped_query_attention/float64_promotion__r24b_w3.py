# MISTAKE: the per-head loop writes into np.zeros(...) buffers created with the default float64 dtype, so float32 inputs come back as float64 (the dtype is not kept).
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    Dv = v.shape[-1]
    if Hkv <= 0 or H % Hkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = H // Hkv
    scale = 1.0 / math.sqrt(D)
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(np.asarray(mask, dtype=bool), (B, H, Lq, Lk))

    output = np.zeros((B, H, Lq, Dv))
    weights = np.zeros((B, H, Lq, Lk))
    for h in range(H):
        kv = h // g
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) * scale          # (B, Lq, Lk)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m[np.isneginf(m)] = 0.0
        e = np.exp(s - m)
        tot = e.sum(axis=-1, keepdims=True)
        p = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
        weights[:, h] = p
        output[:, h] = p @ v[:, kv]
    return output, weights
