# MISTAKE: the queries are scaled in place (q /= sqrt(head_dim)), which modifies the caller's q array.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, hq, lq, d = q.shape
    hkv = k.shape[1]
    if hq % hkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = hq // hkv
    q /= d ** 0.5
    qg = q.reshape(b, hkv, g, lq, d)
    scores = np.einsum("bngqd,bnkd->bngqk", qg, k).reshape(b, hq, lq, k.shape[2])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    safe = np.where(np.isneginf(mx), 0.0, mx)
    e = np.exp(scores - safe)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(b, hkv, g, lq, -1), v).reshape(b, hq, lq, v.shape[-1])
    return out.astype(q.dtype), w.astype(q.dtype)
