# MISTAKE: the query heads are grouped with q.reshape(b, g, num_kv_heads, ...) (group index outer) instead of (b, num_kv_heads, g, ...), so query head h is paired with K/V head h % num_kv_heads (the np.tile mapping) instead of h // g.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    b, H, q_len, d = q.shape
    KV, k_len = k.shape[1], k.shape[2]
    if H % KV != 0:
        raise ValueError(f"num_heads {H} is not a multiple of num_kv_heads {KV}")
    g = H // KV
    # view the query heads as groups, and broadcast each K/V head over its group
    qg = q.reshape(b, g, KV, q_len, d)
    scores = (qg @ np.swapaxes(k, -1, -2)[:, None]) / math.sqrt(d)   # (b, g, KV, q, k)
    scores = scores.reshape(b, H, q_len, k_len)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    s = np.where(allowed, scores, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    den = e.sum(axis=-1, keepdims=True)
    w = (e / np.where(den == 0, 1.0, den)).astype(q.dtype, copy=False)
    out = w.reshape(b, g, KV, q_len, k_len) @ v[:, None]
    out = out.reshape(b, H, q_len, v.shape[-1]).astype(q.dtype, copy=False)
    return out, w
