# MISTAKE: two slips: (1) the scale is applied in place to the caller's q (`q *= 1/sqrt(head_dim)`), modifying the input; (2) no guard for fully masked rows -- a query row with no allowed key gives NaN instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    h_q, h_kv = q.shape[1], k.shape[1]
    if h_q % h_kv != 0:
        raise ValueError("query heads must be a multiple of kv heads")
    group = h_q // h_kv
    q *= 1.0 / np.sqrt(q.shape[-1])
    b, _, lq, d = q.shape
    qg = q.reshape(b, h_kv, group, lq, d)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k)
    if mask is not None:
        m = np.broadcast_to(mask, (b, h_q, lq, k.shape[2])).reshape(b, h_kv, group, lq, k.shape[2])
        s = np.where(m, s, -np.inf)
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(axis=-1, keepdims=True)
    out = np.einsum("bngqk,bnkd->bngqd", p, v)
    return out.reshape(b, h_q, lq, v.shape[-1]), p.reshape(b, h_q, lq, k.shape[2])
