import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    H = q.shape[1]
    KV = k.shape[1]
    if KV < 1 or H % KV != 0:
        raise ValueError(f"num_heads {H} is not a multiple of num_kv_heads {KV}")
    g = H // KV
    kr = np.repeat(k, g, axis=1)
    vr = np.repeat(v, g, axis=1)
    scores = (q @ np.swapaxes(kr, -1, -2)) / math.sqrt(q.shape[-1])
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
    out = (w @ vr).astype(q.dtype, copy=False)
    return out, w
