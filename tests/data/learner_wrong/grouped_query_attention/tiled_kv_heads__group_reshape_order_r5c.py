# mistake: groups the query heads as reshape(b, g, num_kv_heads, ...) -- head h meets kv head h % num_kv_heads (the tiled map, einsum style)
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, h, lq, dh = q.shape
    hkv, lk = k.shape[1], k.shape[2]
    if h % hkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = h // hkv
    qg = q.reshape(b, g, hkv, lq, dh)
    s = np.einsum("bgnqd,bnkd->bgnqk", qg, k) / np.sqrt(np.asarray(dh, dtype=q.dtype))
    s = s.reshape(b, h, lq, lk)
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("bgnqk,bnkd->bgnqd", w.reshape(b, g, hkv, lq, lk), v).reshape(b, h, lq, v.shape[-1])
    return out, w
