# WRONG: query head h reads K/V head h % num_kv_heads (the tile layout 0,1,0,1) instead of h // g, written as an explicit loop over heads.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hkv, tk = k.shape[1], k.shape[2]
    if H % Hkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    out = np.zeros((b, H, tq, v.shape[-1]), dtype=q.dtype)
    wts = np.zeros((b, H, tq, tk), dtype=q.dtype)
    m = None if mask is None else np.broadcast_to(mask, (b, H, tq, tk))
    for h in range(H):
        kv = h % Hkv
        s = q[:, h] @ k[:, kv].swapaxes(-1, -2) / q.dtype.type(np.sqrt(d))
        if m is not None:
            s = np.where(m[:, h], s, -np.inf)
        top = s.max(-1, keepdims=True)
        top = np.where(np.isneginf(top), 0, top)
        p = np.exp(s - top)
        z = p.sum(-1, keepdims=True)
        p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
        wts[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, wts
