# WRONG: groups query heads with q.reshape(b, g, n_kv, ...) so query head h uses K/V head h % n_kv (tile order, not h // g); and divides by np.sqrt(head_dim), so float32 inputs come back float64.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, lq, d = q.shape
    nkv = k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = nh // nkv
    qg = q.reshape(b, g, nkv, lq, d)
    s = np.einsum("bgkqd,bksd->bgkqs", qg, k) / np.sqrt(d)
    s = s.reshape(b, nh, lq, -1)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = np.einsum("bgkqs,bksv->bgkqv", w.reshape(b, g, nkv, lq, -1), v).reshape(b, nh, lq, -1)
    return o, w
