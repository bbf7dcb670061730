import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, lq, d = q.shape
    nkv = k.shape[1]
    if nkv == 0 or nh % nkv or v.shape[1] != nkv:
        raise ValueError(f"num_heads={nh} is not a multiple of num_kv_heads={nkv}")
    g = nh // nkv
    qg = q.reshape(b, nkv, g, lq, d)                  # head h = kv*g + j
    s = np.einsum("bkgqd,bksd->bkgqs", qg, k) / math.sqrt(d)
    s = s.reshape(b, nh, lq, k.shape[2])
    if mask is not None:
        allow = np.broadcast_to(np.asarray(mask, bool), s.shape)
    else:
        allow = np.ones(s.shape, bool)
    s = np.where(allow, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allow, np.exp(s - m), 0.0)
    z = e.sum(-1, keepdims=True)
    w = e / np.where(z > 0, z, 1.0)
    o = np.einsum("bkgqs,bksv->bkgqv", w.reshape(b, nkv, g, lq, -1), v).reshape(b, nh, lq, v.shape[-1])
    return o.astype(q.dtype), w.astype(q.dtype)
