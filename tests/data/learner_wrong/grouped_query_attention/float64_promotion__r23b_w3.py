# MISTAKE: the scale is np.sqrt(head_dim), a NumPy float64 scalar; dividing float32 scores by it promotes them to float64 under NumPy 2 (NEP 50), so float32 inputs come back as float64 (dtype not kept).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    H = q.shape[1]
    KV = k.shape[1]
    if H % KV != 0:
        raise ValueError(f"num_heads {H} is not a multiple of num_kv_heads {KV}")
    g = H // KV
    kr = np.repeat(k, g, axis=1)
    vr = np.repeat(v, g, axis=1)
    head_dim = q.shape[-1]
    scores = (q @ np.swapaxes(kr, -1, -2)) / np.sqrt(head_dim)
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    s = np.where(allowed, scores, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    den = e.sum(axis=-1, keepdims=True)
    w = e / np.where(den == 0, 1.0, den)
    out = w @ vr
    return out, w
