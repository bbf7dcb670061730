# mistake: per-head loop with kv index h % num_kv_heads (the tiled / round-robin map) instead of h // g
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    Lk = k.shape[2]
    out = np.zeros((B, H, Lq, v.shape[-1]), dtype=q.dtype)
    W = np.zeros((B, H, Lq, Lk), dtype=q.dtype)
    m = None if mask is None else np.broadcast_to(mask, (B, H, Lq, Lk))
    for b in range(B):
        for h in range(H):
            kv = h % Hkv
            s = q[b, h] @ k[b, kv].T / np.sqrt(q.dtype.type(D))
            if m is not None:
                s = np.where(m[b, h], s, -np.inf)
            for i in range(Lq):
                row = s[i]
                if np.all(np.isneginf(row)):
                    continue
                e = np.exp(row - row.max())
                W[b, h, i] = e / e.sum()
            out[b, h] = W[b, h] @ v[b, kv]
    return out, W
