# WRONG: explicit loop over query heads with K/V head h % num_kv_heads (the np.tile map 0,1,0,1) instead of h // g.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, D = q.shape
    Hkv, Tk = k.shape[1], k.shape[2]
    if H % Hkv:
        raise ValueError("heads")
    out = np.zeros((B, H, Tq, v.shape[-1]), dtype=q.dtype)
    wts = np.zeros((B, H, Tq, Tk), dtype=q.dtype)
    m = None if mask is None else np.broadcast_to(mask, (B, H, Tq, Tk))
    for h in range(H):
        kv = h % Hkv
        s = q[:, h] @ k[:, kv].swapaxes(-1, -2) / np.sqrt(D)
        if m is not None:
            s = np.where(m[:, h], s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(np.isinf(mx), 0.0, mx)
        e = np.exp(s - mx)
        z = e.sum(-1, keepdims=True)
        w = np.where(z > 0, e / np.maximum(z, 1e-300), 0.0)
        wts[:, h] = w
        out[:, h] = w @ v[:, kv]
    return out, wts
