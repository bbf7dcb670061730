import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    dt = q.dtype
    B, H, Lq, D = q.shape
    Hk, Lk = k.shape[1], k.shape[2]
    if H % Hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hk
    m = np.ones((B, H, Lq, Lk), bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), (B, H, Lq, Lk))
    out = np.zeros((B, H, Lq, v.shape[-1]))
    W = np.zeros((B, H, Lq, Lk))
    for b in range(B):
        for h in range(H):
            kv = h // g
            s = q[b, h].astype(np.float64) @ k[b, kv].astype(np.float64).T / np.sqrt(D)
            for i in range(Lq):
                allowed = m[b, h, i]
                if not allowed.any():
                    continue
                row = s[i][allowed]
                e = np.exp(row - row.max())
                W[b, h, i, allowed] = e / e.sum()
            out[b, h] = W[b, h] @ v[b, kv].astype(np.float64)
    return out.astype(dt), W.astype(dt)
