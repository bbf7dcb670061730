import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError(f"num_heads={H} is not a multiple of num_kv_heads={Hkv}")
    g = H // Hkv
    dt = q.dtype
    qg = q.reshape(B, Hkv, g, Lq, D)                      # head h -> (h // g, h % g)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / dt.type(np.sqrt(D))
    s = s.reshape(B, H, Lq, Lk)
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(mask, s.shape)
    s = np.where(allowed, s, -np.inf)
    top = np.max(s, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0).astype(dt)
    e = np.exp(s - top)
    tot = e.sum(axis=-1, keepdims=True)
    w = (e / np.maximum(tot, np.finfo(dt).tiny)).astype(dt)
    w = np.where(tot > 0, w, 0).astype(dt)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(B, Hkv, g, Lq, Lk), v).reshape(B, H, Lq, v.shape[-1])
    return out.astype(dt), w
