# CORRECT: no repeat at all -- the query heads are reshaped to (batch, kv_heads, group, q_len, d) and einsum'd against the shared K/V heads.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a) for a in (q, k, v))
    b, H, Lq, d = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError(f"num_heads={H} is not a multiple of num_kv_heads={Hkv}")
    g = H // Hkv
    dt = np.result_type(q, k, v)
    qg = q.reshape(b, Hkv, g, Lq, d)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) / np.sqrt(d)
    if mask is not None:
        full = np.broadcast_to(np.asarray(mask, dtype=bool), (b, H, Lq, Lk))
        s = np.where(full.reshape(b, Hkv, g, Lq, Lk), s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(s - top)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    out = np.einsum("bngqk,bnkv->bngqv", w, v)
    return (out.reshape(b, H, Lq, v.shape[-1]).astype(dt, copy=False),
            w.reshape(b, H, Lq, Lk).astype(dt, copy=False))
