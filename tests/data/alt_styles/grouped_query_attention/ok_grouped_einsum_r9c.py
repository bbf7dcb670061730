import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, d = q.shape
    nkv = k.shape[1]
    if nkv == 0 or nh % nkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = nh // nkv
    qg = q.reshape(b, nkv, g, tq, d)          # head h -> (h // g, h % g)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) * (1.0 / math.sqrt(d))
    s = s.reshape(b, nh, tq, k.shape[2])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype, copy=False)
    out = np.einsum("bngqk,bnkd->bngqd", w.reshape(b, nkv, g, tq, -1), v).reshape(b, nh, tq, v.shape[-1])
    return out.astype(q.dtype, copy=False), w
